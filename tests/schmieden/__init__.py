"""Tests of Würfelpyramiden schmieden."""
