from pyramide_kit.ui.i18n import register

register({})
