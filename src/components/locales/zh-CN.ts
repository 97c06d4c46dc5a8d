/**
 * Chinese (Simplified): every text of the components, keyed by its English text. Written for
 * gatehouse; a missing key shows the English text. Loaded only when `lang` picks it.
 */
const texts: Readonly<Record<string, string>> = {
  "A command-line tool is asking to sign in as you. Only continue if you started it.":
    "一个命令行工具正在请求以你的身份登录。只有在你自己启动了它时才继续。",
  "A passkey is your only way to sign in. Set a password or add another sign-in method first.":
    "通行密钥是你唯一的登录方式。请先设置密码或添加其他登录方式。",
  "Access denied":
    "访问被拒绝",
  "Account already connected":
    "账号已关联",
  "Account menu":
    "账号菜单",
  "Account settings":
    "账号设置",
  "Active sessions":
    "活跃会话",
  "Add email":
    "添加邮箱",
  "Already connected":
    "已关联",
  "Already have an account?":
    "已有账号？",
  "An account with this email already exists.":
    "已有账号使用此邮箱。",
  "An error occurred":
    "发生错误",
  "Another account already signs in with this email address. Use a different address.":
    "另一个账号已在使用此邮箱登录。请使用其他地址。",
  "API keys":
    "API 密钥",
  "API keys let programs act as you. Keep them secret.":
    "API 密钥可让程序代表你操作。请妥善保密。",
  "Ask for a code from an authenticator app when signing in.":
    "登录时要求输入身份验证器应用中的验证码。",
  "At least {min} characters.":
    "至少 {min} 个字符。",
  "Authorize":
    "授权",
  "Authorize CLI login":
    "授权 CLI 登录",
  "Back to sign in":
    "返回登录",
  "Cancel":
    "取消",
  "Change the password you sign in with.":
    "更改你用于登录的密码。",
  "Check your email":
    "请查收邮件",
  "Choose a longer or less common password.":
    "请选择更长或不太常见的密码。",
  "CLI login authorized":
    "CLI 登录已授权",
  "CLI login failed":
    "CLI 登录失败",
  "Code from the email":
    "邮件中的验证码",
  "Confirm and turn on":
    "确认并开启",
  "Confirm that this is your email address.":
    "请确认这是你的邮箱地址。",
  "Continue":
    "继续",
  "Continue to sign in with the link from your email.":
    "使用邮件中的链接继续登录。",
  "Copy this key now. It will not be shown again.":
    "请立即复制此密钥。它不会再次显示。",
  "Could not reach the server. Check your connection and try again.":
    "无法连接到服务器。请检查网络连接后重试。",
  "Create a new account":
    "创建新账号",
  "Create a team":
    "创建团队",
  "Create a team API key":
    "创建团队 API 密钥",
  "Create an account":
    "创建账号",
  "Create an API key":
    "创建 API 密钥",
  "Create API key":
    "创建 API 密钥",
  "Create team":
    "创建团队",
  "Current password":
    "当前密码",
  "Current team":
    "当前团队",
  "Delete account":
    "删除账号",
  "Deleting your account removes all its data. This cannot be undone.":
    "删除账号会清除其所有数据。此操作无法撤销。",
  "Describe what the key is for.":
    "请说明此密钥的用途。",
  "Description":
    "说明",
  "Details":
    "详情",
  "Devices and browsers signed in to your account.":
    "已登录你账号的设备和浏览器。",
  "Display name":
    "显示名称",
  "Don't have an account?":
    "还没有账号？",
  "Drag the image or use the arrow keys to choose what shows. Zoom with the slider or the + and - keys.":
    "拖动图片或使用方向键选择显示的部分。使用滑块或 + 和 - 键缩放。",
  "Email":
    "邮箱",
  "Email & password":
    "邮箱和密码",
  "Email address to invite":
    "要邀请的邮箱地址",
  "Email code":
    "邮箱验证码",
  "Emails":
    "邮箱",
  "Emails & auth":
    "邮箱与身份验证",
  "Ends in {lastFour}":
    "末尾为 {lastFour}",
  "Enter a password.":
    "请输入密码。",
  "Enter a team name.":
    "请输入团队名称。",
  "Enter a valid email address, like name@example.com.":
    "请输入有效的邮箱地址，例如 name@example.com。",
  "Enter the 6 characters from the email.":
    "请输入邮件中的 6 个字符。",
  "Enter the six digits your authenticator app shows.":
    "请输入身份验证器应用显示的 6 位数字。",
  "Enter your current password.":
    "请输入当前密码。",
  "Enter your email address.":
    "请输入你的邮箱地址。",
  "Enter your password.":
    "请输入密码。",
  "Error code: {code}":
    "错误代码：{code}",
  "Expired":
    "已过期",
  "Expires":
    "有效期",
  "Expires {date}":
    "{date}过期",
  "Forgot password?":
    "忘记密码？",
  "Go home":
    "返回首页",
  "Guest accounts are turned off for this app. Create an account instead.":
    "此应用已关闭访客账号。请改为创建账号。",
  "Hide password":
    "隐藏密码",
  "Home":
    "首页",
  "How you appear to others.":
    "其他人看到的你。",
  "If an account uses {email}, we sent it a link to reset the password.":
    "如果有账号使用 {email}，我们已向其发送重置密码的链接。",
  "Ignore":
    "忽略",
  "Image position":
    "图片位置",
  "Impersonation":
    "模拟登录",
  "In {days} days":
    "{days} 天后",
  "Invalid CLI login link":
    "无效的 CLI 登录链接",
  "Invalid password reset link":
    "无效的密码重置链接",
  "Invalid sign-in link":
    "无效的登录链接",
  "Invalid team invitation link":
    "无效的团队邀请链接",
  "Invalid verification link":
    "无效的验证链接",
  "Invitation sent to {email}.":
    "已向 {email} 发送邀请。",
  "Invite a member":
    "邀请成员",
  "IP address {ip}":
    "IP 地址 {ip}",
  "Join team":
    "加入团队",
  "Key":
    "密钥",
  "Last used":
    "上次使用",
  "Last used {date}":
    "上次使用：{date}",
  "Leave team":
    "退出团队",
  "Loading":
    "加载中",
  "Make primary":
    "设为主邮箱",
  "Make this my selected team":
    "设为我选择的团队",
  "Members":
    "成员",
  "Multi-factor authentication":
    "多重身份验证",
  "Multi-factor authentication is on.":
    "多重身份验证已开启。",
  "My profile":
    "我的资料",
  "Never":
    "永不",
  "Never expires":
    "永不过期",
  "New accounts cannot be created for this app right now. Sign in with an existing account.":
    "此应用目前无法创建新账号。请使用已有账号登录。",
  "New API key":
    "新的 API 密钥",
  "New email address":
    "新邮箱地址",
  "New password":
    "新密码",
  "No account uses this email address. Check it, or create an account.":
    "没有账号使用此邮箱地址。请检查地址，或创建账号。",
  "No account uses this email, and new accounts cannot be created right now. Check the address.":
    "没有账号使用此邮箱，且目前无法创建新账号。请检查地址。",
  "No API keys yet.":
    "还没有 API 密钥。",
  "No name":
    "无名称",
  "No sign-in in progress":
    "没有正在进行的登录",
  "No sign-in method is enabled for this project.":
    "此项目未启用任何登录方式。",
  "No team selected":
    "未选择团队",
  "No teams yet":
    "还没有团队",
  "Not signed in":
    "未登录",
  "One-time code sign-in":
    "一次性验证码登录",
  "One-time code sign-in is off.":
    "一次性验证码登录已关闭。",
  "One-time code sign-in is on.":
    "一次性验证码登录已开启。",
  "One-time codes are your only way to sign in. Set a password or add another sign-in method first.":
    "一次性验证码是你唯一的登录方式。请先设置密码或添加其他登录方式。",
  "Or continue with":
    "或使用以下方式继续",
  "Other members see this name instead of your display name.":
    "其他成员会看到这个名称，而不是你的显示名称。",
  "Page not found":
    "页面未找到",
  "Passkey":
    "通行密钥",
  "Passkey sign-in is on.":
    "通行密钥登录已开启。",
  "Passkeys are turned off for this app. Use another sign-in method.":
    "此应用已关闭通行密钥。请使用其他登录方式。",
  "Password":
    "密码",
  "Password saved.":
    "密码已保存。",
  "Password too long. Use at most {max} characters.":
    "密码过长。最多使用 {max} 个字符。",
  "Password too short. Use at least {min} characters.":
    "密码过短。至少使用 {min} 个字符。",
  "Passwords do not match.":
    "两次输入的密码不一致。",
  "Pending invitations":
    "待处理的邀请",
  "Primary":
    "主邮箱",
  "Profile image":
    "头像",
  "QR code for your authenticator app":
    "身份验证器应用的二维码",
  "Register a passkey":
    "注册通行密钥",
  "Register another passkey":
    "注册另一个通行密钥",
  "Remove":
    "移除",
  "Remove image":
    "移除图片",
  "Repeat new password":
    "再次输入新密码",
  "Repeat password":
    "再次输入密码",
  "Request a new link":
    "申请新链接",
  "Reset password":
    "重置密码",
  "Reset your password":
    "重置密码",
  "Revoke":
    "撤销",
  "Revoke all other sessions":
    "撤销所有其他会话",
  "Revoked":
    "已撤销",
  "Save":
    "保存",
  "Save image":
    "保存图片",
  "Saved.":
    "已保存。",
  "Scan this QR code with your authenticator app, or enter the key by hand.":
    "使用身份验证器应用扫描此二维码，或手动输入密钥。",
  "Select team":
    "选择团队",
  "Selected team":
    "已选择的团队",
  "Send a new code":
    "发送新验证码",
  "Send email":
    "发送邮件",
  "Send invitation":
    "发送邀请",
  "Send reset link":
    "发送重置链接",
  "Send verification email":
    "发送验证邮件",
  "Set a new password":
    "设置新密码",
  "Set a password to sign in with your email and a password.":
    "设置密码后即可使用邮箱和密码登录。",
  "Set password":
    "设置密码",
  "Settings":
    "设置",
  "Show password":
    "显示密码",
  "Sign in":
    "登录",
  "Sign in instead":
    "改为登录",
  "Sign in or create an account to join the team.":
    "登录或创建账号以加入团队。",
  "Sign in to your account":
    "登录你的账号",
  "Sign in with a code or link sent to your email.":
    "使用发送到你邮箱的验证码或链接登录。",
  "Sign in with a passkey":
    "使用通行密钥登录",
  "Sign in with your device's fingerprint, face or screen lock instead of a password.":
    "使用设备的指纹、面容或屏幕锁代替密码登录。",
  "Sign in with {provider}":
    "使用 {provider} 登录",
  "Sign out":
    "退出登录",
  "Sign out of your account on this device.":
    "在此设备上退出你的账号。",
  "Sign up":
    "注册",
  "Sign up for new users is not enabled at the moment.":
    "目前不开放新用户注册。",
  "Sign up is disabled":
    "注册已关闭",
  "Sign up with {provider}":
    "使用 {provider} 注册",
  "Sign-in failed":
    "登录失败",
  "Sign-in method":
    "登录方式",
  "Signed in {date}":
    "{date}登录",
  "Signing in asks for a code from your authenticator app.":
    "登录时需要输入身份验证器应用中的验证码。",
  "Signing in with a password is turned off for this app. Use another sign-in method.":
    "此应用已关闭密码登录。请使用其他登录方式。",
  "Signing in with your passkey failed. Try again or use another method.":
    "通行密钥登录失败。请重试或使用其他方式。",
  "Signing out...":
    "正在退出登录…",
  "Signing you in...":
    "正在登录…",
  "Six-digit code from your authenticator app":
    "身份验证器应用中的 6 位验证码",
  "Some of what you entered cannot be used. Check the fields and try again.":
    "你输入的部分内容无法使用。请检查各项后重试。",
  "Something went wrong. Please try again.":
    "出了点问题。请重试。",
  "Start signing in again to get here.":
    "请重新开始登录以进入此页面。",
  "Team API keys":
    "团队 API 密钥",
  "Team API keys let programs act for this team. Keep them secret.":
    "团队 API 密钥可让程序代表此团队操作。请妥善保密。",
  "Team image":
    "团队图片",
  "Team invitation":
    "团队邀请",
  "Team name":
    "团队名称",
  "Team settings":
    "团队设置",
  "Teams":
    "团队",
  "Teams let you work together with other people.":
    "团队让你可以与他人协作。",
  "Thank you for confirming your email address.":
    "感谢你确认邮箱地址。",
  "The addresses of your account. The primary one receives account emails.":
    "你账号的邮箱地址。主邮箱会收到账号相关邮件。",
  "The current password is wrong. Check it and try again.":
    "当前密码错误。请检查后重试。",
  "The name every member sees.":
    "所有成员都会看到的名称。",
  "The page you are looking for does not exist.":
    "你要找的页面不存在。",
  "The sign-in provider did not grant access. Try again and allow access when asked.":
    "登录服务商未授予访问权限。请重试，并在被询问时允许访问。",
  "This account has no password. Sign in with an email code or another method.":
    "此账号没有密码。请使用邮箱验证码或其他方式登录。",
  "This account is already connected to another user. Sign in with that user, or use another account.":
    "此账号已关联到另一个用户。请以该用户登录，或使用其他账号。",
  "This code does not match. Check the time on your device and try the newest code.":
    "验证码不匹配。请检查设备时间并尝试最新的验证码。",
  "This code has already been used. Send a new code.":
    "此验证码已被使用。请发送新验证码。",
  "This code has expired. Use a different email or send a new code.":
    "此验证码已过期。请使用其他邮箱或发送新验证码。",
  "This code is not right. Check the 6 characters in the newest email.":
    "验证码不正确。请核对最新邮件中的 6 个字符。",
  "This code or link has already been used. Ask for a new one.":
    "此验证码或链接已被使用。请重新申请。",
  "This code or link has expired. Ask for a new one.":
    "此验证码或链接已过期。请重新申请。",
  "This code or link is not valid. Check it, or ask for a new one.":
    "此验证码或链接无效。请检查或重新申请。",
  "This device":
    "此设备",
  "This email address is already verified.":
    "此邮箱地址已验证。",
  "This email belongs to an account that has not verified it yet, so no code can be sent. Sign in with your password, then verify the address in your account settings.":
    "此邮箱属于一个尚未验证它的账号，因此无法发送验证码。请先用密码登录，然后在账号设置中验证此地址。",
  "This file is not an image we can read.":
    "此文件不是我们能读取的图片。",
  "This is not your current password. Check it, or reset your password.":
    "这不是你当前的密码。请检查或重置密码。",
  "This is the only email you can sign in with. Add another sign-in email or method first.":
    "这是你唯一可用于登录的邮箱。请先添加其他登录邮箱或登录方式。",
  "This is the session you are using. Sign out instead.":
    "这是你正在使用的会话。请改为退出登录。",
  "This is your selected team.":
    "这是你选择的团队。",
  "This link has no invitation code. Use the link from the email.":
    "此链接没有邀请码。请使用邮件中的链接。",
  "This link has no login code. Run the CLI login again.":
    "此链接没有登录码。请重新运行 CLI 登录。",
  "This link has no reset code. Use the link from the email.":
    "此链接没有重置码。请使用邮件中的链接。",
  "This link has no sign-in code. Use the link from the email.":
    "此链接没有登录码。请使用邮件中的链接。",
  "This link has no verification code. Use the link from the email.":
    "此链接没有验证码。请使用邮件中的链接。",
  "This login request has already been used. Start the CLI login again.":
    "此登录请求已被使用。请重新开始 CLI 登录。",
  "This login request has expired. Start the CLI login again.":
    "此登录请求已过期。请重新开始 CLI 登录。",
  "This login request is not valid. Start the CLI login again.":
    "此登录请求无效。请重新开始 CLI 登录。",
  "This page's address is not on the app's list of trusted domains. The app's owner must add it.":
    "此页面的地址不在应用的受信任域名列表中。需要由应用所有者添加。",
  "This password does not meet the requirements. Choose a longer or less common one.":
    "此密码不符合要求。请选择更长或不太常见的密码。",
  "This person is no longer a member of this team. Reload the page.":
    "此人已不是该团队的成员。请刷新页面。",
  "This sign-in took too long. Sign in again.":
    "登录耗时过长。请重新登录。",
  "This sign-up was not accepted. Contact the app's support if you think this is a mistake.":
    "此注册未被接受。如果你认为这是误判，请联系应用的支持团队。",
  "This team has no API keys yet.":
    "此团队还没有 API 密钥。",
  "This team no longer exists. Reload the page.":
    "此团队已不存在。请刷新页面。",
  "Toggle theme":
    "切换主题",
  "Too many wrong attempts. Ask for a new code.":
    "错误尝试次数过多。请重新申请验证码。",
  "Too many wrong attempts. Send a new code.":
    "错误尝试次数过多。请发送新验证码。",
  "Tried {url}":
    "尝试的地址：{url}",
  "Try again":
    "重试",
  "Turn off multi-factor authentication":
    "关闭多重身份验证",
  "Turn off one-time code sign-in":
    "关闭一次性验证码登录",
  "Turn off passkey sign-in":
    "关闭通行密钥登录",
  "Turn on multi-factor authentication":
    "开启多重身份验证",
  "Turn on one-time code sign-in":
    "开启一次性验证码登录",
  "Unknown location":
    "未知位置",
  "Unknown recipient":
    "未知收件人",
  "Unverified":
    "未验证",
  "Update password":
    "更新密码",
  "Upload image":
    "上传图片",
  "Use a different email":
    "使用其他邮箱",
  "Use a shorter name.":
    "请使用更短的名称。",
  "Use a shorter team name.":
    "请使用更短的团队名称。",
  "Use at least {min} characters.":
    "至少使用 {min} 个字符。",
  "Use at most {max} characters.":
    "最多使用 {max} 个字符。",
  "Use for sign-in":
    "用于登录",
  "Use one of your emails for sign-in first.":
    "请先将你的某个邮箱设为可用于登录。",
  "Used for sign-in":
    "已用于登录",
  "Verification email sent.":
    "验证邮件已发送。",
  "Verified":
    "已验证",
  "Verify":
    "验证",
  "Verify email":
    "验证邮箱",
  "Verify your email":
    "验证你的邮箱",
  "We email them a link to join this team.":
    "我们会通过邮件向对方发送加入此团队的链接。",
  "We sent a sign-in link and a code to {email}.":
    "我们已向 {email} 发送登录链接和验证码。",
  "Wrong email or password. Check both, or reset your password.":
    "邮箱或密码错误。请检查两者，或重置密码。",
  "Yes, delete my account":
    "是的，删除我的账号",
  "You":
    "你",
  "You are already a member of this team.":
    "你已是该团队的成员。",
  "You are already signed in.":
    "你已登录。",
  "You are invited to join {team}.":
    "你受邀加入 {team}。",
  "You are now a member of this team.":
    "你现在是该团队的成员了。",
  "You are now signed out everywhere else.":
    "你已在其他所有地方退出登录。",
  "You are signed in":
    "你已登录",
  "You are signed out. Sign in again.":
    "你已退出登录。请重新登录。",
  "You can close this window and return to the command line.":
    "你可以关闭此窗口并返回命令行。",
  "You can now sign in with your new password.":
    "现在可以使用新密码登录了。",
  "You do not have permission to do this in this team. Ask a team admin.":
    "你没有在此团队中执行此操作的权限。请联系团队管理员。",
  "You joined {team}":
    "你已加入 {team}",
  "You will lose access to this team.":
    "你将无法再访问此团队。",
  "Your API keys":
    "你的 API 密钥",
  "Your browser or device could not use a passkey here. Try another method.":
    "你的浏览器或设备无法在此使用通行密钥。请尝试其他方式。",
  "Your email has been verified":
    "你的邮箱已验证",
  "Your name in this team":
    "你在此团队中的名称",
  "Your passkey could not be registered. Try again.":
    "无法注册你的通行密钥。请重试。",
  "Your password has been reset":
    "你的密码已重置",
  "Your session has ended. Sign in again.":
    "你的会话已结束。请重新登录。",
  "Your user is already connected to another account of this provider.":
    "你的用户已关联到该服务商的另一个账号。",
  "Zoom":
    "缩放",
};

export default texts;
