/**
 * The built-in email templates (docs/protocol.md §13.18): subjects and editor documents as the
 * service answers them for a project that never customised a template (recorded in
 * exchanges/emails.json). Data only.
 */
import type { JsonValue } from "../../interface/wire/common";
import type { EmailTemplateType } from "../../interface/wire/emails";

export type TemplateDefault = { subject: string; content: JsonValue };

/** In the order the list endpoint returns them. */
export const TEMPLATE_TYPES: readonly EmailTemplateType[] = ["email_verification", "password_reset", "magic_link", "team_invitation"];

export const DEFAULT_TEMPLATES: Record<EmailTemplateType, TemplateDefault> = {
  email_verification: {
    subject: "Verify your email at {{ projectDisplayName }}",
    content: {
      "root": {
        "type": "EmailLayout",
        "data": {
          "backdropColor": "#ffffff",
          "canvasColor": "#FFFFFF",
          "textColor": "#242424",
          "fontFamily": null,
          "childrenIds": ["block_BjpQ7DGTtvaEuYRMd7VE7w", "block_xyg4GWmgGbJJEDRQc76bC", "block_76VptLCZ47t3EkAarUufEJ", "block_Gtk3kDYwsJqEmQf2XGWPRc", "block_LACDCzUS2bsvEbmnq1KHuW"]
        }
      },
      "block_xyg4GWmgGbJJEDRQc76bC": {
        "type": "Text",
        "data": {
          "style": {
            "color": "#474849",
            "backgroundColor": null,
            "fontSize": 14,
            "fontFamily": null,
            "fontWeight": "normal",
            "textAlign": "center",
            "padding": {"top": 8, "bottom": 16, "right": 24, "left": 24}
          },
          "props": {"text": "Hi{{#if userDisplayName}}, {{ userDisplayName }}{{/if}}! Please click on the following button to verify your email.\n"}
        }
      },
      "block_76VptLCZ47t3EkAarUufEJ": {
        "type": "Button",
        "data": {
          "style": {
            "backgroundColor": null,
            "fontSize": 14,
            "fontFamily": null,
            "fontWeight": "bold",
            "textAlign": "center",
            "padding": {"top": 12, "bottom": 12, "right": 24, "left": 24}
          },
          "props": {"buttonBackgroundColor": "#f0f0f0", "buttonStyle": "rounded", "buttonTextColor": "#000000", "fullWidth": false, "size": "medium", "text": "Verify my email", "url": "{{ emailVerificationLink }}"}
        }
      },
      "block_BjpQ7DGTtvaEuYRMd7VE7w": {
        "type": "Heading",
        "data": {
          "props": {"text": "Verify your email at {{ projectDisplayName }}", "level": "h3"},
          "style": {
            "color": "#000000",
            "backgroundColor": null,
            "fontFamily": null,
            "fontWeight": "bold",
            "textAlign": "center",
            "padding": {"top": 16, "bottom": 16, "right": 24, "left": 24}
          }
        }
      },
      "block_Gtk3kDYwsJqEmQf2XGWPRc": {
        "data": {
          "props": {"lineColor": "#EEEEEE", "lineHeight": 1},
          "style": {"padding": {"top": 16, "left": 24, "right": 24, "bottom": 16}, "backgroundColor": null}
        },
        "type": "Divider"
      },
      "block_LACDCzUS2bsvEbmnq1KHuW": {
        "type": "Text",
        "data": {
          "style": {
            "color": "#474849",
            "backgroundColor": null,
            "fontSize": 12,
            "fontFamily": null,
            "fontWeight": "normal",
            "textAlign": "center",
            "padding": {"top": 4, "bottom": 24, "right": 24, "left": 24}
          },
          "props": {"text": "If you were not expecting this email, you can safely ignore it."}
        }
      }
    },
  },
  password_reset: {
    subject: "Reset your password at {{ projectDisplayName }}",
    content: {
      "root": {
        "type": "EmailLayout",
        "data": {
          "backdropColor": "#FFFFFF",
          "canvasColor": "#FFFFFF",
          "textColor": "#242424",
          "fontFamily": "MODERN_SANS",
          "childrenIds": ["block_BjpQ7DGTtvaEuYRMd7VE7w", "block_xyg4GWmgGbJJEDRQc76bC", "block_76VptLCZ47t3EkAarUufEJ", "block_Gtk3kDYwsJqEmQf2XGWPRc", "block_LACDCzUS2bsvEbmnq1KHuW"]
        }
      },
      "block_xyg4GWmgGbJJEDRQc76bC": {
        "type": "Text",
        "data": {
          "style": {
            "color": "#474849",
            "backgroundColor": null,
            "fontSize": 14,
            "fontFamily": null,
            "fontWeight": "normal",
            "textAlign": "center",
            "padding": {"top": 8, "bottom": 16, "right": 24, "left": 24}
          },
          "props": {"text": "Hi{{#if userDisplayName}}, {{ userDisplayName }}{{/if}}! Please click on the following button to start the password reset process."}
        }
      },
      "block_76VptLCZ47t3EkAarUufEJ": {
        "type": "Button",
        "data": {
          "style": {
            "backgroundColor": null,
            "fontSize": 14,
            "fontFamily": null,
            "fontWeight": "bold",
            "textAlign": "center",
            "padding": {"top": 12, "bottom": 12, "right": 24, "left": 24}
          },
          "props": {"buttonBackgroundColor": "#f0f0f0", "buttonStyle": "rounded", "buttonTextColor": "#000000", "fullWidth": false, "size": "medium", "text": "Reset my password", "url": "{{ passwordResetLink }}"}
        }
      },
      "block_BjpQ7DGTtvaEuYRMd7VE7w": {
        "type": "Heading",
        "data": {
          "props": {"text": "Reset your password at {{ projectDisplayName }}", "level": "h3"},
          "style": {
            "color": "#000000",
            "backgroundColor": null,
            "fontFamily": null,
            "fontWeight": "bold",
            "textAlign": "center",
            "padding": {"top": 16, "bottom": 16, "right": 24, "left": 24}
          }
        }
      },
      "block_Gtk3kDYwsJqEmQf2XGWPRc": {
        "data": {
          "props": {"lineColor": "#EEEEEE", "lineHeight": 1},
          "style": {"padding": {"top": 16, "left": 24, "right": 24, "bottom": 16}, "backgroundColor": null}
        },
        "type": "Divider"
      },
      "block_LACDCzUS2bsvEbmnq1KHuW": {
        "type": "Text",
        "data": {
          "style": {
            "color": "#474849",
            "backgroundColor": null,
            "fontSize": 12,
            "fontFamily": null,
            "fontWeight": "normal",
            "textAlign": "center",
            "padding": {"top": 4, "bottom": 24, "right": 24, "left": 24}
          },
          "props": {"text": "If you were not expecting this email, you can safely ignore it."}
        }
      }
    },
  },
  magic_link: {
    subject: "Sign in to {{ projectDisplayName }}: Your code is {{ otp }}",
    content: {
      "root": {
        "type": "EmailLayout",
        "data": {
          "backdropColor": "#FFFFFF",
          "canvasColor": "#FFFFFF",
          "textColor": "#242424",
          "fontFamily": "MODERN_SANS",
          "childrenIds": ["block_BjpQ7DGTtvaEuYRMd7VE7w", "block_xyg4GWmgGbJJEDRQc76bC", "block-1727062582681", "block-1727062622114", "block_Gtk3kDYwsJqEmQf2XGWPRc", "block_LACDCzUS2bsvEbmnq1KHuW"]
        }
      },
      "block_xyg4GWmgGbJJEDRQc76bC": {
        "type": "Text",
        "data": {
          "style": {
            "color": "#474849",
            "backgroundColor": null,
            "fontSize": 14,
            "fontFamily": null,
            "fontWeight": "normal",
            "textAlign": "center",
            "padding": {"top": 8, "bottom": 16, "right": 24, "left": 24}
          },
          "props": {"text": "Hi{{#if userDisplayName}}, {{ userDisplayName }}{{/if}}! This is your one-time-password for signing in: "}
        }
      },
      "block_BjpQ7DGTtvaEuYRMd7VE7w": {
        "type": "Heading",
        "data": {
          "props": {"text": "Sign in to {{ projectDisplayName }}", "level": "h3"},
          "style": {
            "color": "#000000",
            "backgroundColor": null,
            "fontFamily": null,
            "fontWeight": "bold",
            "textAlign": "center",
            "padding": {"top": 16, "bottom": 16, "right": 24, "left": 24}
          }
        }
      },
      "block_Gtk3kDYwsJqEmQf2XGWPRc": {
        "data": {
          "props": {"lineColor": "#EEEEEE", "lineHeight": 1},
          "style": {"padding": {"top": 16, "left": 24, "right": 24, "bottom": 16}, "backgroundColor": null}
        },
        "type": "Divider"
      },
      "block_LACDCzUS2bsvEbmnq1KHuW": {
        "type": "Text",
        "data": {
          "style": {
            "color": "#474849",
            "backgroundColor": null,
            "fontSize": 12,
            "fontFamily": null,
            "fontWeight": "normal",
            "textAlign": "center",
            "padding": {"top": 4, "bottom": 24, "right": 24, "left": 24}
          },
          "props": {"text": "If you were not expecting this email, you can safely ignore it."}
        }
      },
      "block-1727053976677": {
        "type": "Text",
        "data": {
          "style": {
            "color": "#000000",
            "fontSize": 36,
            "fontFamily": "MONOSPACE",
            "fontWeight": "bold",
            "textAlign": "center",
            "padding": {"top": 16, "bottom": 16, "right": 24, "left": 24}
          },
          "props": {"text": "{{ otp }}"}
        }
      },
      "block-1727054013149": {
        "type": "Text",
        "data": {
          "style": {
            "color": "#000000",
            "fontSize": 14,
            "fontWeight": "normal",
            "textAlign": "center",
            "padding": {"top": 16, "bottom": 16, "right": 24, "left": 24}
          },
          "props": {"text": "Or you can click on [this link]({{ magicLink }}) to login"}
        }
      },
      "block-1727062582681": {
        "type": "Text",
        "data": {
          "style": {
            "color": "#000000",
            "fontSize": 35,
            "fontFamily": "MONOSPACE",
            "fontWeight": "bold",
            "textAlign": "center",
            "padding": {"top": 16, "bottom": 16, "right": 24, "left": 24}
          },
          "props": {"text": "{{ otp }}"}
        }
      },
      "block-1727062622114": {
        "type": "Text",
        "data": {
          "style": {
            "color": "#000000",
            "fontSize": 14,
            "fontWeight": "normal",
            "textAlign": "center",
            "padding": {"top": 16, "bottom": 16, "right": 24, "left": 24}
          },
          "props": {"text": "Or you can click on [this link]({{ magicLink }}) to sign in"}
        }
      }
    },
  },
  team_invitation: {
    subject: "You have been invited to join {{ teamDisplayName }}",
    content: {
      "root": {
        "type": "EmailLayout",
        "data": {
          "backdropColor": "#FFFFFF",
          "canvasColor": "#FFFFFF",
          "textColor": "#242424",
          "fontFamily": "MODERN_SANS",
          "childrenIds": ["block_BjpQ7DGTtvaEuYRMd7VE7w", "block_xyg4GWmgGbJJEDRQc76bC", "block_76VptLCZ47t3EkAarUufEJ", "block_Gtk3kDYwsJqEmQf2XGWPRc", "block_LACDCzUS2bsvEbmnq1KHuW"]
        }
      },
      "block_xyg4GWmgGbJJEDRQc76bC": {
        "type": "Text",
        "data": {
          "style": {
            "color": "#474849",
            "backgroundColor": null,
            "fontSize": 14,
            "fontFamily": null,
            "fontWeight": "normal",
            "textAlign": "center",
            "padding": {"top": 8, "bottom": 16, "right": 24, "left": 24}
          },
          "props": {"text": "Hi{{#if userDisplayName}}, {{ userDisplayName }}{{/if}}! Please click on the following button to join the team {{ teamDisplayName }}\n"}
        }
      },
      "block_76VptLCZ47t3EkAarUufEJ": {
        "type": "Button",
        "data": {
          "style": {
            "backgroundColor": null,
            "fontSize": 14,
            "fontFamily": null,
            "fontWeight": "bold",
            "textAlign": "center",
            "padding": {"top": 12, "bottom": 12, "right": 24, "left": 24}
          },
          "props": {"buttonBackgroundColor": "#f0f0f0", "buttonStyle": "rounded", "buttonTextColor": "#000000", "fullWidth": false, "size": "medium", "text": "Join team", "url": "{{ teamInvitationLink }}"}
        }
      },
      "block_BjpQ7DGTtvaEuYRMd7VE7w": {
        "type": "Heading",
        "data": {
          "props": {"text": "You are invited to {{ teamDisplayName }}", "level": "h3"},
          "style": {
            "color": "#000000",
            "backgroundColor": null,
            "fontFamily": null,
            "fontWeight": "bold",
            "textAlign": "center",
            "padding": {"top": 32, "bottom": 0, "right": 24, "left": 24}
          }
        }
      },
      "block_Gtk3kDYwsJqEmQf2XGWPRc": {
        "data": {
          "props": {"lineColor": "#EEEEEE", "lineHeight": 1},
          "style": {"padding": {"top": 16, "left": 24, "right": 24, "bottom": 16}, "backgroundColor": null}
        },
        "type": "Divider"
      },
      "block_LACDCzUS2bsvEbmnq1KHuW": {
        "type": "Text",
        "data": {
          "style": {
            "color": "#474849",
            "backgroundColor": null,
            "fontSize": 12,
            "fontFamily": null,
            "fontWeight": "normal",
            "textAlign": "center",
            "padding": {"top": 4, "bottom": 24, "right": 24, "left": 24}
          },
          "props": {"text": "If you were not expecting this email, you can safely ignore it."}
        }
      }
    },
  },
};
