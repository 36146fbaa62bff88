"""Texts of the lessons' exercises: each question (its key is the exercise's, e.g.
`lesson00_q1`) and the steps of its worked solution (`lesson00_q1_step_1`, ...).

The German texts are in `locale/de/LC_MESSAGES/pyramide_kit.po`."""

from pyramide_kit.messages import msg

TEXTS = (
    msg("lesson00_q1", "Two dice are thrown. What is the chance that their sum is 7 or 11?"),
    msg("lesson00_q2", "Two dice are thrown. What is the chance that their sum is 12?"),
    msg("lesson01_q1", "What is the chance that one throw of six dice shows six equal pips?"),
    msg(
        "lesson01_q2",
        "Suppose a round had four throws, keeping every one: what is the chance that ONE "
        "particular die shows a one within the four throws?",
    ),
    msg(
        "lesson01_q3",
        "What does the best build of the throw 3 1 5 3 1 3 score? (A large pyramid can be "
        "built too.)",
    ),
    msg(
        "lesson02_q1",
        "Dice III and V are thrown. What is the probability that they show neither neighbours "
        "nor the same number?",
    ),
    msg(
        "lesson02_q2",
        "One of the three dice is picked at random (each with probability 1/3) and thrown. "
        "What is the probability that it shows an even number?",
    ),
    msg(
        "lesson02_q3",
        "Die III is thrown, then die IV. What is the probability that IV shows the number two "
        "places after III's on the ring (1 then 3, 8 then 1, 9 then 2)?",
    ),
    msg(
        "lesson02_q4",
        "All three dice are thrown twice. What is the probability that at least one of the two "
        "throws holds a doublet?",
    ),
    msg(
        "lesson02_q5",
        "How many pairs of dice showing neighbours does a throw of all three dice hold on "
        "average (the expected value; a straight holds two such pairs)?",
    ),
    msg("lesson02_q6", "Variant 1: what is the probability that a turn banks at least one point?"),
    msg(
        "lesson02_q7",
        "A duel of die V against die III, where a tie is thrown again until one die wins. What "
        "is the probability that V wins in the end?",
    ),
    msg(
        "lesson02_q8",
        "A fairground booth plays Mauro, variant 2: you throw the three dice once, and the "
        "booth pays you as many chips as the throw scores (every pair of dice showing "
        "neighbours scores the sum of its two numbers). Which entry fee makes the game fair, "
        "so that on average neither the booth nor you win?",
    ),
    msg(
        "lesson03_q1",
        "What is the chance that at least two of the five dice of one throw show the same "
        "face? (Hint: the complementary event is easier to count.)",
    ),
    msg(
        "lesson03_q2",
        "You hold 2, 3, 4 and 5 and throw the fifth die at most twice more. What is the chance "
        "of a large straight (große Straße)?",
    ),
    msg(
        "lesson03_q3",
        "You hold three fours and throw the other two dice once. What is the chance of a Full "
        "House? (Five alike are not a Full House.)",
    ),
    msg(
        "lesson03_q4",
        "You keep three alike and have two throws left. What is the chance of a Kniffel? "
        "(Hint: each of the two other dice gets two tries.)",
    ),
    msg(
        "lesson04_q1",
        "B1, B2 and M1 are placed, B2 shows a 5. The next throw rolls the white die for B3, "
        "the blue one for M2 and the green one. What is the chance that the blue die can be "
        "placed (in the same throw) on the 5 and the new white die?",
    ),
    msg(
        "lesson04_q2",
        "Three fresh dice X, Y (white) and M (blue). What is the chance that M is exactly the "
        "average of the white dice, 2M = X + Y, so that it misses only because “smaller” is "
        "strict?",
    ),
    msg(
        "lesson04_q3",
        "The base is placed: B1 = 3, B2 = 4, B3 = 6. The next throw rolls both blue dice, and "
        "you choose which goes onto M1 and which onto M2. What is the chance that you can "
        "place both blue dice?",
    ),
    msg(
        "lesson04_q4",
        "Only the top is missing, on M1 = 2 and M2 = 4, and three throws are left. What is the "
        "chance that the top fits within those three throws?",
    ),
    msg(
        "lesson04_q5",
        "The rule text's picture after the first throw: base 4 4 6, middle 3 4, only the top "
        "is missing, five throws are left. What is the expected value of this round's points "
        "(bonus included)?",
    ),
    msg(
        "lesson05_q1",
        "You know that your own 4 cards hold no card of the revealed rank; 3 other players "
        "hold 4 cards each. P(none of them holds a card of that rank)?",
    ),
    msg(
        "lesson05_q2",
        "10 cards are unseen, 2 of them have the rank, the claimant holds 2 cards and bluffs "
        "half the time without the rank. P(the claim is true)?",
    ),
    msg(
        "lesson05_q3",
        "Ride the Bus with the best guesses and a freshly shuffled deck: how many cards does "
        "ONE attempt turn up on average (the card of a wrong answer counted)?",
    ),
    msg(
        "lesson05_q4",
        "A variant: a caught bluffer takes three times the row value. A bluff at row 4 is "
        "called with probability 1/5. Expected net chips (handed out minus taken) for the "
        "bluffer?",
    ),
    msg(
        "lesson05_q5",
        "A card is turned up; you and Ben hold 4 cards each. You hold a card of its rank "
        "yourself. P(Ben holds one too)?",
    ),
    msg(
        "lesson05_q6",
        "By the rules, a caught bluffer takes twice the row value. Call a bluff fair when the "
        "expected value of its net chips (handed out minus taken) is 0. For which probability "
        "c that a bluff is called is it fair?",
    ),
    msg(
        "lesson06_q1",
        "Mauro, doublet (p = 1/4): from how many throws n on is the half-width 1.96·√(p(1 − "
        "p)/n) of the 95 % band at most 0.02?",
    ),
    msg(
        "lesson06_q2",
        "A fair die is thrown until the first six. What is the expected number of throws (the "
        "six included)?",
    ),
    msg(
        "lesson06_q3",
        "A loaded die (one with 1/12, six with 1/4, the others 1/6, as in section 4) is thrown "
        "600 times, and each face comes exactly as often as this die expects. What chi-square "
        "statistic against a fair die do these counts give?",
    ),
    msg(
        "lesson06_q4",
        "Mauro: P(doublet) = 1/4. In 100 throws, what is the variance of the number of doublets?",
    ),
    msg(
        "lesson06_q5",
        "Pyramide: the pyramid of ones comes within two throws with probability (11/36)^6. How "
        "many two-throw rounds do you expect until it comes? (Compute it with SymPy and paste "
        "the fraction.)",
    ),
    msg(
        "lesson06_q6",
        "The friend throws the die 120 times instead. At the 5 % level, one-sided (too many "
        "sixes), from how many sixes on would you call the die loaded? (Use the binomial test "
        "and its rejection region.)",
    ),
    msg("lesson07_q1", "The tiny game with FOUR throws: what are the best expected points?"),
    msg(
        "lesson07_q2",
        "The tiny game with three throws, played by the average rule (stop on a 5 or 6 first, "
        "then on a 4 to 6): what is the chance that you finish with at least 4 points?",
    ),
    msg(
        "lesson07_q3",
        "Mauro with stopping: your series holds 2 points. What are the expected points of "
        "throwing exactly once more and then banking? (A doublet loses everything, a throw "
        "without neighbours banks the 2, a scoring throw adds its points.)",
    ),
    msg(
        "lesson07_q4",
        "The opponent has finished with a 4 this time; you win with a 5 or 6 and have three "
        "throws. What is the chance to win if you stop only on a 5 or 6?",
    ),
    msg(
        "lesson08_q1",
        "A fair die is thrown 180 times. What is the standard deviation σ of the number of sixes?",
    ),
    msg(
        "lesson08_q2",
        '120 throws, right-sided test of "the die is fair" at the level 1 %: from how many '
        "sixes on is H₀ rejected?",
    ),
    msg(
        "lesson08_q3",
        "120 throws, left-sided test (too few sixes) at the level 5 %: up to how many sixes is "
        "H₀ rejected?",
    ),
    msg(
        "lesson08_q4",
        'The Mauro rule says 1/9. Dice III and then IV are thrown 180 times; a hit is "IV '
        "shows the number after III's\". Two-sided test of p = 1/9 at 5 % (2.5 % each side): "
        "up to how many hits is it rejected at the bottom?",
    ),
    msg(
        "lesson08_q5",
        'How many throws does the right-sided 5 % test of "the die is fair" need at least to '
        "detect a die with P(six) = 1/4 with a power of at least 90 %?",
    ),
    msg(
        "lesson00_q1_step_1",
        "Laplace experiment: two dice have {outcomes} equally likely outcomes (ordered pairs).",
    ),
    msg("lesson00_q1_step_2", "Sum 7: {seven} pairs; sum 11: {eleven} pairs."),
    msg(
        "lesson00_q1_step_3",
        "The two sums cannot both happen, so by the sum rule: P = {favourable}/{outcomes} = "
        "{result}.",
    ),
    msg("lesson00_q2_step_1", "Laplace experiment with {outcomes} equally likely ordered pairs."),
    msg(
        "lesson00_q2_step_2",
        "A sum of 12 comes only as a double six: {favourable} pair. The eleven sums are not "
        "equally likely: the most common, {common}, has {common_pairs} pairs.",
    ),
    msg("lesson00_q2_step_3", "P(sum 12) = {result}."),
    msg(
        "lesson01_q1_step_1",
        "Laplace experiment: six dice have {outcomes} equally likely ordered outcomes.",
    ),
    msg(
        "lesson01_q1_step_2",
        "Favourable are the {faces} throws in which every die shows the same pips (six ones, "
        "six twos and so on).",
    ),
    msg(
        "lesson01_q1_step_3",
        "That is {faces} times as likely as six ones: P = {faces}/{outcomes} = {result}.",
    ),
    msg("lesson01_q2_step_1", "One throw of the die shows a one with {one} and none with {miss}."),
    msg(
        "lesson01_q2_step_2",
        "Complementary event: not a single one in the four throws. The throws are independent, "
        "so by the path (product) rule: ({miss})⁴ = {miss_all}.",
    ),
    msg("lesson01_q2_step_3", "P(a one at least once) = 1 − {miss_all} = {result}."),
    msg(
        "lesson01_q3_step_1",
        "Large pyramid: 1 3 5 at the bottom, 3 3 on them, 1 on top (each die shows the "
        "difference of the two below it plus 1). Value: the pip total {large_value}, times "
        "{large_multiplier}: {large} points.",
    ),
    msg(
        "lesson01_q3_step_2",
        "Half pyramid: 3 3 3 at the bottom (three equal dice), 1 1 on them. Special value "
        "{factor}·3 = {half_value}, times {half_multiplier}: {half_points}; the die left over, "
        "{unused}, is taken off: {half}.",
    ),
    msg("lesson01_q3_step_3", "The best build is the half pyramid with {result} points."),
    msg("lesson02_q1_step_1", "Laplace experiment: III and V show {pairs} equally likely pairs."),
    msg(
        "lesson02_q1_step_2",
        "Neighbours (on the ring): {neighbours} pairs; the same number: {equal} pairs. Both at "
        "once cannot happen.",
    ),
    msg(
        "lesson02_q1_step_3",
        "Complementary event and sum rule: P = 1 − {neighbours}/{pairs} − {equal}/{pairs} = "
        "{result}.",
    ),
    msg("lesson02_q2_step_1", "Two-stage experiment: first the die (1/3 each), then its number."),
    msg(
        "lesson02_q2_step_2",
        "Even numbers: III has {even_iii} of {sides} sides, IV {even_iv}, V {even_v}.",
    ),
    msg(
        "lesson02_q2_step_3",
        "Path rules (product along each path, sum of the paths): P = 1/3·{even_iii}/{sides} + "
        "1/3·{even_iv}/{sides} + 1/3·{even_v}/{sides} = {result}.",
    ),
    msg("lesson02_q3_step_1", "Laplace experiment: III and IV show {pairs} equally likely pairs."),
    msg(
        "lesson02_q3_step_2",
        "For each number of III, find the number two places further round the ring: {targets}. "
        "IV has {hits} of them.",
    ),
    msg("lesson02_q3_step_3", "P = {hits}/{pairs} = {result}."),
    msg(
        "lesson02_q4_step_1",
        "One throw holds a doublet with {pasch}: each pair of dice shares {shared} numbers, so "
        "{pair_pasch} per pair, and two equalities cannot happen at once (sum rule).",
    ),
    msg(
        "lesson02_q4_step_2",
        "Complementary event: neither throw holds a doublet. The throws are independent, "
        "product rule: ({no_pasch})² = {none}.",
    ),
    msg("lesson02_q4_step_3", "P(at least one doublet) = 1 − {none} = {result}."),
    msg(
        "lesson02_q5_step_1",
        "The number of neighbour pairs is a sum of three indicators, one for each pair of dice "
        "(III/IV, III/V, IV/V): 1 for neighbours, else 0.",
    ),
    msg(
        "lesson02_q5_step_2",
        "An indicator's expected value is its probability: the three pairs show neighbours "
        "with {iii_iv}, {iii_v} and {iv_v}.",
    ),
    msg(
        "lesson02_q5_step_3",
        "Linearity of expectation (it holds without independence too): E = {iii_iv} + {iii_v} "
        "+ {iv_v} = {result}.",
    ),
    msg(
        "lesson02_q6_step_1",
        "Variant 1's Markov chain: every throw scores ({scoring}), is empty ({nothing}) or "
        "holds a doublet ({pasch}).",
    ),
    msg(
        "lesson02_q6_step_2",
        "The series is banked when an empty throw comes before a doublet: P(banked) = "
        "({nothing})/({nothing} + {pasch}) = {banked}.",
    ),
    msg(
        "lesson02_q6_step_3",
        "Only a turn whose first throw is already empty banks 0 points that way; that is "
        "{nothing} of the turns.",
    ),
    msg("lesson02_q6_step_4", "P(at least one point) = {banked} − {nothing} = {result}."),
    msg(
        "lesson02_q7_step_1",
        "A duel of V against III has {duels} equally likely pairs: V wins in {won}, III in "
        "{lost}, {ties} are ties.",
    ),
    msg(
        "lesson02_q7_step_2",
        "A tie is thrown again, so only the {decided} pairs without a tie decide (conditional "
        "probability; the geometric series over the ties gives the same).",
    ),
    msg("lesson02_q7_step_3", "P(V wins) = {won}/({won} + {lost}) = {result}."),
    msg(
        "lesson02_q8_step_1",
        "The game is fair when the fee equals the expected value of the payout.",
    ),
    msg(
        "lesson02_q8_step_2",
        "The payout is a sum over the three pairs of dice: a pair pays the sum of its numbers "
        "if it shows neighbours, else 0.",
    ),
    msg(
        "lesson02_q8_step_3",
        "Each pair's expected value over its {pairs} equally likely pairs of sides: III/IV "
        "{iii_iv}, III/V {iii_v}, IV/V {iv_v}.",
    ),
    msg(
        "lesson02_q8_step_4",
        "Linearity of expectation: E(payout) = {iii_iv} + {iii_v} + {iv_v} = {result}; an "
        "entry fee of {result} chips makes the game fair.",
    ),
    msg("lesson03_q1_step_1", "Complementary event: all five dice show different faces."),
    msg(
        "lesson03_q1_step_2",
        "Counting ordered throws: {outcomes} equally likely ones, {different} = {falling} of "
        "them with five different faces.",
    ),
    msg("lesson03_q1_step_3", "P(at least two alike) = 1 − {different}/{outcomes} = {result}."),
    msg(
        "lesson03_q2_step_1",
        "The fifth die completes the large straight with {completing} of its {faces} faces: P "
        "= {completing}/{faces} = {hit} per throw.",
    ),
    msg(
        "lesson03_q2_step_2",
        "Complementary event: both throws miss; the throws are independent, product rule: "
        "({miss})² = {miss_both}.",
    ),
    msg("lesson03_q2_step_3", "P(large straight) = 1 − {miss_both} = {result}."),
    msg(
        "lesson03_q3_step_1",
        "The two dice have {pairs} equally likely ordered outcomes (a Laplace experiment).",
    ),
    msg(
        "lesson03_q3_step_2",
        "A Full House comes when both show the same face, but not a four: two more fours would "
        "be a Kniffel.",
    ),
    msg("lesson03_q3_step_3", "That is {full} of the {pairs} pairs, so P(Full House) = {result}."),
    msg(
        "lesson03_q4_step_1",
        "Each of the two free dice must show the kept face within its two tries; a hit at the "
        "first try is kept.",
    ),
    msg(
        "lesson03_q4_step_2",
        "One die, complementary event (both tries miss, {miss} each): P = 1 − ({miss})² = "
        "{one_die}.",
    ),
    msg(
        "lesson03_q4_step_3",
        "The two dice are independent, product rule: P(Kniffel) = ({one_die})² = {result}.",
    ),
    msg(
        "lesson04_q1_step_1",
        "The blue die M fits on the 5 and the white die x exactly when 2M < 5 + x (strictly "
        "smaller).",
    ),
    msg(
        "lesson04_q1_step_2",
        "Two stages, first x, then M: for x = {low} to {high} the numbers of blue faces that "
        "fit (of {faces}) are {counts}.",
    ),
    msg(
        "lesson04_q1_step_3",
        "Sum rule over the {outcomes} equally likely pairs (x, M): P = {fitting}/{outcomes} = "
        "{result}.",
    ),
    msg(
        "lesson04_q2_step_1",
        "Laplace experiment: X, Y and M have {throws} equally likely throws.",
    ),
    msg(
        "lesson04_q2_step_2",
        "For M = {low} to {high} there are, in that order, {counts} pairs (X, Y) with X + Y = "
        "2M, {hits} in all.",
    ),
    msg("lesson04_q2_step_3", "P(2M = X + Y) = {hits}/{throws} = {result}."),
    msg(
        "lesson04_q3_step_1",
        "M1 rests on 3 and 4: 2·M1 < {m1_sum}, so M1 ≤ {m1_most}. M2 rests on 4 and 6: 2·M2 < "
        "{m2_sum}, so M2 ≤ {m2_most}.",
    ),
    msg(
        "lesson04_q3_step_2",
        "You put the smaller blue die on M1; that works exactly when the smaller shows at most "
        "{m1_most} and the larger at most {m2_most}.",
    ),
    msg(
        "lesson04_q3_step_3",
        "Counting the {throws} ordered throws: both at most {m1_most}: {both_low}; one "
        "{m2_most}, the other at most {m1_most}: {one_high}.",
    ),
    msg(
        "lesson04_q3_step_4",
        "P = ({both_low} + {one_high})/{throws} = {result}. Multiplying the two places' "
        "chances misses the free choice.",
    ),
    msg(
        "lesson04_q4_step_1",
        "The top T fits on 2 and 4 when 2T < 2 + 4, so T ≤ {most}: P = {hit} per throw.",
    ),
    msg(
        "lesson04_q4_step_2",
        "Complementary event: all three throws miss. The throws are independent (waiting has "
        "no memory), product rule: ({miss})³ = {miss_all}.",
    ),
    msg("lesson04_q4_step_3", "P(the top fits) = 1 − {miss_all} = {result}."),
    msg(
        "lesson04_q5_step_1",
        "The top T fits on 3 and 4 when 2T < 3 + 4, so T ≤ {most}: at every throw with P = {hit}.",
    ),
    msg(
        "lesson04_q5_step_2",
        "The round ends with the first throw in which the top fits (a waiting time, path "
        "rule): it ends with throw k with probability ({hit})^(k − 1) and scores that throw's "
        "points and {bonus} bonus points for three equal dice (the three fours); if the top "
        "never fits, it scores 0.",
    ),
    msg(
        "lesson04_q5_step_3",
        "Expected value, probability times points, summed over the throws: E = {terms} = {result}.",
    ),
    msg(
        "lesson05_q1_step_1",
        "You see your 4 cards and the revealed one: of the {unseen} cards you cannot see, "
        "{matching} have the rank.",
    ),
    msg(
        "lesson05_q1_step_2",
        "The 3 players hold {drawn} of these {unseen} cards between them, like a draw without "
        "replacement (hypergeometric distribution).",
    ),
    msg(
        "lesson05_q1_step_3",
        "P(no card of the rank among them) = C({rest}, {drawn})/C({unseen}, {drawn}) = {result}.",
    ),
    msg(
        "lesson05_q2_step_1",
        "Prior (hypergeometric): the claimant's 2 cards hold no card of the rank with "
        "C({rest}, 2)/C(10, 2) = {none}, so they hold the rank with π = {prior}.",
    ),
    msg(
        "lesson05_q2_step_2",
        "Tree diagram: path “holds the rank, claims”: π·1 = {prior}; path “does not, bluffs”: "
        "(1 − π)·1/2 = {bluff_path}.",
    ),
    msg(
        "lesson05_q2_step_3",
        "Bayes' theorem: P(true | claim) = ({prior})/({prior} + {bluff_path}) = {result}.",
    ),
    msg(
        "lesson05_q3_step_1",
        "The first card is always turned up, each further one only if every question before it "
        "was answered right.",
    ),
    msg(
        "lesson05_q3_step_2",
        "With the best guesses: P(the first question right) = {first}, P(the first two right) "
        "= {two}, P(the first three right) = {three}.",
    ),
    msg(
        "lesson05_q3_step_3",
        "The number of cards is a sum of indicators (card turned up or not), so by the "
        "linearity of expectation E = 1 + {first} + {two} + {three} = {result}.",
    ),
    msg(
        "lesson05_q4_step_1",
        "Two branches: not called ({stands}), the bluffer hands out the row's 4 chips, net +4; "
        "called (1/5), they take 3·4 = {taken} chips, net −{taken}.",
    ),
    msg(
        "lesson05_q4_step_2",
        "Expected value: E(net) = {stands}·4 − 1/5·{taken} = {result} chips.",
    ),
    msg(
        "lesson05_q5_step_1",
        "D: you hold a card of the rank; B: Ben holds one. Of the {unseen} unseen cards, "
        "{matching} have the rank.",
    ),
    msg(
        "lesson05_q5_step_2",
        "Hypergeometric: P(D) = 1 − C({rest}, 4)/C({unseen}, 4) = {you}. From the two hands' "
        "two-way table: P(B ∩ D) = {both}.",
    ),
    msg(
        "lesson05_q5_step_3",
        "Conditional probability: P(B | D) = P(B ∩ D)/P(D) = ({both})/({you}) = {result}.",
    ),
    msg(
        "lesson05_q6_step_1",
        "A bluff at a row of value v: not called (1 − c) net +v, called (c) net −{factor}v.",
    ),
    msg("lesson05_q6_step_2", "E(net) = v(1 − c) − {factor}vc = v(1 − {spread}c)."),
    msg(
        "lesson05_q6_step_3",
        "Fair means E(net) = 0; as v > 0, 1 − {spread}c = 0, so c = {result}, the same call "
        "rate at every row.",
    ),
    msg(
        "lesson06_q1_step_1",
        "The half-width falls as n grows. Solve the inequality for n: 1.96·√(p(1 − p)/n) ≤ "
        "0.02 ⇔ n ≥ 1.96²·p(1 − p)/0.02².",
    ),
    msg("lesson06_q1_step_2", "With p = 1/4 and 1 − p = {q}: n ≥ 1.96²·1/4·{q}/0.02² = {bound}."),
    msg("lesson06_q1_step_3", "n is a whole number, so the least one above: n = {result}."),
    msg(
        "lesson06_q2_step_1",
        "The number of throws until the first six is geometric with p = {p}: each throw hits "
        "independently of the ones before.",
    ),
    msg("lesson06_q2_step_2", "Expected waiting time: E = 1/p = {result} throws."),
    msg(
        "lesson06_q3_step_1",
        "Observed (what the loaded die expects in 600 throws): one {one}, six {six}, each "
        "other face {other}. Expected for a fair die: {fair} each.",
    ),
    msg(
        "lesson06_q3_step_2",
        "Chi-square = sum over the faces of (observed − expected)²/expected; the four middle "
        "faces add 0.",
    ),
    msg(
        "lesson06_q3_step_3",
        "χ² = ({one} − {fair})²/{fair} + ({six} − {fair})²/{fair} = {part_one} + {part_six} = "
        "{result}.",
    ),
    msg(
        "lesson06_q4_step_1",
        "The throws are independent, each holds a doublet with p = 1/4: the number X of "
        "doublets is binomial with n = 100 and p = 1/4.",
    ),
    msg(
        "lesson06_q4_step_2",
        "Variance of the binomial distribution: n·p·(1 − p) = 100·1/4·{q} = {result}.",
    ),
    msg(
        "lesson06_q5_step_1",
        "The rounds are independent: the number of rounds until the pyramid of ones is "
        "geometric with p = (11/36)^6.",
    ),
    msg("lesson06_q5_step_2", "Expected waiting time: E = 1/p = (36/11)^6 = {result} rounds."),
    msg(
        "lesson07_q1_step_1",
        "Backward induction from the last throw: one throw alone is worth {one}, the expected "
        "value of a die.",
    ),
    msg(
        "lesson07_q1_step_2",
        "With more throws you stop exactly when the throw beats going on: two throws are worth "
        "{two} that way, three throws {three}.",
    ),
    msg(
        "lesson07_q1_step_3",
        "Four throws: stop on {stop} at the first throw, else go on (then {three} expected): E "
        "= {formula} = {result}.",
    ),
    msg(
        "lesson07_q2_step_1",
        "Stopping at the first or second throw means at least 4 points (5 or 6, then 4 to 6).",
    ),
    msg(
        "lesson07_q2_step_2",
        "Complementary event: fewer than 4 points come only when both first throws go on and "
        "the third shows 1 to 3.",
    ),
    msg(
        "lesson07_q2_step_3",
        "Path rule: P(fewer than 4) = {go_first}·{go_second}·{low_third} = {below}.",
    ),
    msg("lesson07_q2_step_4", "P(at least 4 points) = 1 − {below} = {result}."),
    msg(
        "lesson07_q3_step_1",
        "The one throw has four outcomes: doublet ({pasch}, 0 points), empty ({nothing}, the 2 "
        "points are banked), neighbours ({neighbours}, 2 + {one} points), straight "
        "({straight}, 2 + {two} points).",
    ),
    msg(
        "lesson07_q3_step_2",
        "Expected value, each outcome times its probability: E = {pasch}·0 + {nothing}·2 + "
        "{neighbours}·{after_one} + {straight}·{after_two} = {result}.",
    ),
    msg(
        "lesson07_q4_step_1",
        "Stopping only on a 5 or 6, you lose exactly when none of the three throws shows a 5 "
        "or 6; one throw misses with {miss}.",
    ),
    msg(
        "lesson07_q4_step_2",
        "Complementary event, the throws independent, product rule: P(no hit) = ({miss})³ = "
        "{miss_all}.",
    ),
    msg("lesson07_q4_step_3", "P(win) = 1 − {miss_all} = {result}."),
    msg("lesson08_q1_step_1", "The number X of sixes is binomial with n = 180 and p = {p}."),
    msg("lesson08_q1_step_2", "σ = √(n·p·(1 − p)) = √(180·{p}·{q}) = √{variance} = {result}."),
    msg(
        "lesson08_q3_step_1",
        "Under H₀ (the die is fair) the number X of sixes is binomial with n = 120 and p = "
        "{p}; too few sixes reject it.",
    ),
    msg(
        "lesson08_q3_step_2",
        "Wanted is the largest k with P(X ≤ k) ≤ 5%: P(X ≤ {result}) {p_edge}, P(X ≤ "
        "{outside}) {p_outside} is too large.",
    ),
    msg("lesson08_q3_step_3", "So H₀ is rejected up to {result} sixes."),
    msg("lesson08_q4_step_1", "Under H₀ (p = 1/9) the number X of hits is binomial with n = 180."),
    msg(
        "lesson08_q4_step_2",
        "Two-sided at 5% means at most 2.5% at the bottom. Wanted is the largest k with P(X ≤ "
        "k) ≤ 2.5%: P(X ≤ {result}) {p_edge}, P(X ≤ {outside}) {p_outside} is too large.",
    ),
    msg("lesson08_q4_step_3", "So it is rejected at the bottom up to {result} hits."),
    msg(
        "lesson08_q5_step_1",
        "For each n: the critical value k is the least k with P(X ≥ k) ≤ 5% for p = {p} (H₀, "
        "the die is fair).",
    ),
    msg(
        "lesson08_q5_step_2",
        "The power is the chance to reject when P(six) = 1/4: P(X ≥ k) for p = 1/4. It grows "
        "with n, though not evenly.",
    ),
    msg(
        "lesson08_q5_step_3",
        "At n = {before}, k = {k_before} and the power is {power_before}, too little; at n = "
        "{result}, k = {k} and the power is {power}.",
    ),
    msg("lesson08_q5_step_4", "So the test needs at least {result} throws."),
    msg(
        "exercise_right_tail_step_1",
        "Under H₀ (the die is fair) the number X of sixes is binomial with n = 120 and p = {p}.",
    ),
    msg(
        "exercise_right_tail_step_2",
        "Wanted is the least k with P(X ≥ k) ≤ {level}: P(X ≥ {outside}) {p_outside} is too "
        "large, P(X ≥ {result}) {p_edge} is not.",
    ),
    msg("exercise_right_tail_step_3", "So H₀ is rejected from {result} sixes on."),
    msg("exercise_or", "or"),
)
