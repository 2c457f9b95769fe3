"""Widgets: buttons, toggles, choice pickers, sliders, text input, scrolling
lists and views; mouse and keyboard for all of them."""
from .button import Button
from .controls import ChoicePicker, Slider, Toggle
from .scroll import ScrollList, ScrollView, StackView
from .textinput import TextInput
from .widget import Widget, WidgetGroup

__all__ = ["Button", "ChoicePicker", "Slider", "Toggle", "ScrollList", "ScrollView", "StackView", "TextInput",
           "Widget", "WidgetGroup"]
