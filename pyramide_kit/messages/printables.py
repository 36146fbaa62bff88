"""Texts of the printable sheets: worksheets, score sheets and answer keys.

The German texts are in `locale/de/LC_MESSAGES/pyramide_kit.po`."""

from pyramide_kit.messages import msg

TEXTS = (
    msg("print_err_sheet", "Unknown sheet {sheet}; known are {known}."),
    msg(
        "print_err_which",
        "`which` is `None`, a sheet name or a list of sheet names, not {value}.",
    ),
    msg("print_err_folder", "{folder} is a file, not a folder; the sheets need a folder."),
    msg("print_err_folder_path", "The folder is a path (text or a Path), not {folder}."),
    msg("print_err_which_many", "which names at most {most} sheets, not more."),
    msg("print_footer", "pyramide-kit · sheet {sheet} · page {page}"),
    msg("print_name", "Name:"),
    msg("print_date", "Date:"),
    msg("print_group", "Group:"),
    msg("print_player_n", "Player {n}"),
    msg("print_player_column", "Player\n{n}"),
    msg("print_round", "Round"),
    msg("print_pyr_title", "Pyramide – score sheet"),
    msg(
        "print_pyr_intro",
        "{rounds} rounds: after each round write your points into a free box of your choice. A "
        "box counts its points times the factor of its row.",
    ),
    msg("print_kniffel_title", "Kniffel – score card"),
    msg(
        "print_kniffel_intro",
        "{rounds} rounds, up to {throws} throws a round; each round fills one box (0 points "
        "may always be written).",
    ),
    msg("print_kniffel_points", "counts"),
    msg("print_kniffel_face", "{face} × count"),
    msg("print_kniffel_all_pips", "all pips"),
    msg("print_kniffel_upper_total", "Upper total"),
    msg("print_schmieden_title", "Würfelpyramiden schmieden – score sheet"),
    msg(
        "print_schmieden_intro",
        "Points of a complete pyramid by the throw that completes it – {throws_list}; bonus "
        "for three equal dice +{three}, for four equal +{four}. Not complete: 0 points.",
    ),
    msg("print_throw_points", "throw {throw}: {points}"),
    msg("print_mauro_title", "Mauro – score sheet"),
    msg(
        "print_mauro_intro",
        "{rounds} rounds. Neighbours +{neighbour}, straight +{straight}; a doublet loses the "
        "series, a throw without neighbours banks it.",
    ),
    msg("print_karten_title", "Pyramide with cards – chip tally"),
    msg(
        "print_karten_intro",
        "One stroke for every chip a player has to take. A lost call costs {factor} × the row "
        "value. Up to {players} players.",
    ),
    msg("print_chips_taken", "chips taken (strokes)"),
    msg("print_count", "Count"),
    msg("print_lesson", "Lesson {lesson}: {title}"),
    msg("print_predict_title", "What do you expect?"),
    msg(
        "print_predict_intro",
        "Write your guess before you throw. Afterwards write down what you found.",
    ),
    msg("print_guess", "My guess:"),
    msg("print_found", "After the experiment:"),
    msg("print_q_probability", "How likely is this? {title}"),
    msg("print_q_mean", "What expected value do you expect? {title}"),
    msg("print_tally_title", "Tally sheet"),
    msg(
        "print_tally_intro",
        "Experiment: {experiment} Make one stroke per trial in the row of its outcome, five "
        "strokes to a bundle. The last column shows the exact probability: compare it with "
        "your relative frequency only after counting.",
    ),
    msg("print_outcome", "Outcome"),
    msg("print_strokes", "Strokes"),
    msg("print_relative", "relative\nfrequency"),
    msg("print_exact", "exact\nprobability"),
    msg("print_total", "Total"),
    msg("print_materials_title", "Materials per lesson"),
    msg(
        "print_materials_intro",
        "What a group (3–4 students) needs at the table, for the game and for the tally "
        "sheet's experiment; on screen no lesson needs any material. A lesson's core and its "
        "Going further need the same.",
    ),
    msg("print_materials_sheets", "Sheets: {sheets}"),
    msg("print_material_00", "2 ordinary dice (the sum of two dice)"),
    msg("print_material_01", "6 ordinary dice, a pen"),
    msg(
        "print_material_02",
        "one set of Miwin's dice: III (blue pips; 1, 2, 5, 6, 7, 9), IV (red pips; 1, 3, 4, 5, "
        "8, 9) and V (black pips; 2, 3, 4, 6, 7, 8). The sheet to make them has a net per die "
        "to cut out, fold and tape (24 mm faces) and stickers for ordinary 16 mm dice, the "
        "numbers in their colour, 6 and 9 underlined.",
    ),
    msg("print_material_03", "5 ordinary dice, a pen"),
    msg(
        "print_material_04",
        "6 dice in three colours: 3 of one colour (say white, the base), 2 of a second (say "
        "blue, the middle), 1 of a third (say green, the top); a dice tray helps",
    ),
    msg(
        "print_material_05",
        "a deck of 52 French-suited cards without jokers (3 to 8 players; for the tally sheet "
        "4 hands of 4 cards); chips or counters, or the chips as strokes on the score sheet",
    ),
    msg(
        "print_material_06",
        '1 ordinary die (its face, "is it a six?"); 6 dice for the class tally\'s experiment '
        '"throws until six ones"',
    ),
    msg("print_material_07", "1 ordinary die (the tiny game: three throws, the average rule)"),
    msg("print_material_08", "1 ordinary die, 30 throws per group"),
    msg("print_miwin_title", "Make Miwin's dice III, IV and V"),
    msg(
        "print_miwin_intro",
        "For lesson 02 (Mauro). Cut out each net, fold it inwards along the lines and close it "
        "into a die with tape; thick paper lasts longer. Or stick the stickers on the right "
        "onto ordinary dice (16 mm), one set per die. 6 and 9 are underlined so that they are "
        "not mixed up.",
    ),
    msg("print_miwin_die", "Die {die} ({colour} numbers)"),
    msg("print_miwin_colour_III", "blue"),
    msg("print_miwin_colour_IV", "red"),
    msg("print_miwin_colour_V", "black"),
    msg("print_miwin_stickers", "Stickers"),
    msg("print_miwin_stickers_how", "Cut out, one number on each side of a die."),
    msg("print_miwin_sticker_die", "Die {die}"),
    msg("print_never", "never"),
    msg("print_key_title", "Answer key for the teacher"),
    msg(
        "print_key_intro",
        "The exact values of the prediction sheets' questions, computed by the kit, and under "
        "each exercise its worked solution; Basic and Extension as on the prediction sheets. "
        "Keep this sheet away from the students.",
    ),
    msg("print_solution", "Solution"),
    msg("print_fraction", "Fraction"),
    msg("print_decimal", "Decimal"),
    msg("print_question", "Question"),
    msg("print_experiment_00", "Throw two dice and note the sum of their pips."),
    msg(
        "print_experiment_01",
        "One round of Pyramide with three throws, keeping every one: how many ones lie there "
        "at the end?",
    ),
    msg("print_experiment_02", "Throw the dice III, IV and V and note what the throw is."),
    msg("print_experiment_03", "Throw five dice once: how many show the most common face?"),
    msg(
        "print_experiment_04",
        "Play one round of Würfelpyramiden schmieden: with which throw is the pyramid complete?",
    ),
    msg(
        "print_experiment_05",
        "Deal 4 cards to each of 4 players and turn up one card: how many cards of its rank do "
        "the players hold together?",
    ),
    msg("print_experiment_06", "Throw one die and note its face."),
    msg(
        "print_experiment_07",
        "Play the tiny game (three throws, the average rule): with how many points do you stop?",
    ),
    msg(
        "print_experiment_08",
        "Throw one die 30 times: is it a six? (In the class tally 1 means a six and 0 no six.)",
    ),
    msg("print_title_00", "Start here"),
    msg("print_title_01", "Pyramide"),
    msg("print_title_02", "Mauro with Miwin's dice"),
    msg("print_title_03", "Kniffel"),
    msg("print_title_04", "Würfelpyramiden schmieden"),
    msg("print_title_05", "Pyramide with cards"),
    msg("print_title_06", "Exact versus simulated"),
    msg("print_title_07", "Decisions"),
    msg("print_title_08", "Is the die fair? The hypothesis test"),
    msg("print_six_yes", "1 (six)"),
    msg("print_six_no", "0 (no six)"),
    msg("print_mauro_class_pasch", "doublet"),
    msg("print_mauro_class_straight", "straight"),
    msg("print_mauro_class_neighbours", "neighbours"),
    msg("print_mauro_class_nothing", "nothing"),
)
