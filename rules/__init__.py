"""The games' truth: pure Python rules, no pygame, no clock, no files written."""
