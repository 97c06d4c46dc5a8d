/**
 * Chinese (Traditional, Taiwan): every text of the components, keyed by its English text. Written for
 * gatehouse; a missing key shows the English text. Loaded only when `lang` picks it.
 */
const texts: Readonly<Record<string, string>> = {
  "A command-line tool is asking to sign in as you. Only continue if you started it.":
    "有個命令列工具要求以你的身分登入。只有在你自己啟動它時才繼續。",
  "A passkey is your only way to sign in. Set a password or add another sign-in method first.":
    "通行金鑰是你唯一的登入方式。請先設定密碼或新增其他登入方式。",
  "Access denied":
    "存取遭拒",
  "Account already connected":
    "帳號已連結",
  "Account menu":
    "帳號選單",
  "Account settings":
    "帳號設定",
  "Active sessions":
    "使用中的工作階段",
  "Add email":
    "新增電子郵件",
  "Already connected":
    "已連結",
  "Already have an account?":
    "已經有帳號了嗎？",
  "An account with this email already exists.":
    "已有帳號使用這個電子郵件。",
  "An error occurred":
    "發生錯誤",
  "Another account already signs in with this email address. Use a different address.":
    "另一個帳號已經用這個電子郵件地址登入。請使用其他地址。",
  "API keys":
    "API 金鑰",
  "API keys let programs act as you. Keep them secret.":
    "API 金鑰可讓程式代表你執行操作。請妥善保密。",
  "Ask for a code from an authenticator app when signing in.":
    "登入時要求輸入驗證器應用程式中的代碼。",
  "At least {min} characters.":
    "至少 {min} 個字元。",
  "Authorize":
    "授權",
  "Authorize CLI login":
    "授權 CLI 登入",
  "Back to sign in":
    "返回登入",
  "Cancel":
    "取消",
  "Change the password you sign in with.":
    "變更你用來登入的密碼。",
  "Check your email":
    "請查看你的電子郵件",
  "Choose a longer or less common password.":
    "請選擇更長或較不常見的密碼。",
  "CLI login authorized":
    "已授權 CLI 登入",
  "CLI login failed":
    "CLI 登入失敗",
  "Code from the email":
    "電子郵件中的代碼",
  "Confirm and turn on":
    "確認並開啟",
  "Confirm that this is your email address.":
    "請確認這是你的電子郵件地址。",
  "Continue":
    "繼續",
  "Continue to sign in with the link from your email.":
    "使用電子郵件中的連結繼續登入。",
  "Copy this key now. It will not be shown again.":
    "請立即複製這個金鑰。它不會再次顯示。",
  "Could not reach the server. Check your connection and try again.":
    "無法連線到伺服器。請檢查網路連線後再試一次。",
  "Create a new account":
    "建立新帳號",
  "Create a team":
    "建立團隊",
  "Create a team API key":
    "建立團隊 API 金鑰",
  "Create an account":
    "建立帳號",
  "Create an API key":
    "建立 API 金鑰",
  "Create API key":
    "建立 API 金鑰",
  "Create team":
    "建立團隊",
  "Current password":
    "目前的密碼",
  "Current team":
    "目前的團隊",
  "Delete account":
    "刪除帳號",
  "Deleting your account removes all its data. This cannot be undone.":
    "刪除帳號會清除它的所有資料。這項操作無法復原。",
  "Describe what the key is for.":
    "請說明這個金鑰的用途。",
  "Description":
    "說明",
  "Details":
    "詳細資料",
  "Devices and browsers signed in to your account.":
    "已登入你帳號的裝置與瀏覽器。",
  "Display name":
    "顯示名稱",
  "Don't have an account?":
    "還沒有帳號嗎？",
  "Drag the image or use the arrow keys to choose what shows. Zoom with the slider or the + and - keys.":
    "拖曳圖片或使用方向鍵選擇要顯示的部分。使用滑桿或 + 和 - 鍵縮放。",
  "Email":
    "電子郵件",
  "Email & password":
    "電子郵件與密碼",
  "Email address to invite":
    "要邀請的電子郵件地址",
  "Email code":
    "電子郵件代碼",
  "Emails":
    "電子郵件",
  "Emails & auth":
    "電子郵件與驗證",
  "Ends in {lastFour}":
    "結尾為 {lastFour}",
  "Enter a password.":
    "請輸入密碼。",
  "Enter a team name.":
    "請輸入團隊名稱。",
  "Enter a valid email address, like name@example.com.":
    "請輸入有效的電子郵件地址，例如 name@example.com。",
  "Enter the 6 characters from the email.":
    "請輸入電子郵件中的 6 個字元。",
  "Enter the six digits your authenticator app shows.":
    "請輸入驗證器應用程式顯示的 6 位數字。",
  "Enter your current password.":
    "請輸入目前的密碼。",
  "Enter your email address.":
    "請輸入你的電子郵件地址。",
  "Enter your password.":
    "請輸入密碼。",
  "Error code: {code}":
    "錯誤代碼：{code}",
  "Expired":
    "已過期",
  "Expires":
    "有效期限",
  "Expires {date}":
    "{date}到期",
  "Forgot password?":
    "忘記密碼？",
  "Go home":
    "回到首頁",
  "Guest accounts are turned off for this app. Create an account instead.":
    "這個應用程式已關閉訪客帳號。請改為建立帳號。",
  "Hide password":
    "隱藏密碼",
  "Home":
    "首頁",
  "How you appear to others.":
    "其他人看到的你。",
  "If an account uses {email}, we sent it a link to reset the password.":
    "如果有帳號使用 {email}，我們已寄送重設密碼的連結給它。",
  "Ignore":
    "忽略",
  "Image position":
    "圖片位置",
  "Impersonation":
    "模擬登入",
  "In {days} days":
    "{days} 天後",
  "Invalid CLI login link":
    "無效的 CLI 登入連結",
  "Invalid password reset link":
    "無效的密碼重設連結",
  "Invalid sign-in link":
    "無效的登入連結",
  "Invalid team invitation link":
    "無效的團隊邀請連結",
  "Invalid verification link":
    "無效的驗證連結",
  "Invitation sent to {email}.":
    "已寄送邀請給 {email}。",
  "Invite a member":
    "邀請成員",
  "IP address {ip}":
    "IP 位址 {ip}",
  "Join team":
    "加入團隊",
  "Key":
    "金鑰",
  "Last used":
    "上次使用",
  "Last used {date}":
    "上次使用：{date}",
  "Leave team":
    "離開團隊",
  "Loading":
    "載入中",
  "Make primary":
    "設為主要地址",
  "Make this my selected team":
    "設為我選取的團隊",
  "Members":
    "成員",
  "Multi-factor authentication":
    "多重要素驗證",
  "Multi-factor authentication is on.":
    "多重要素驗證已開啟。",
  "My profile":
    "我的個人資料",
  "Never":
    "永不",
  "Never expires":
    "永不過期",
  "New accounts cannot be created for this app right now. Sign in with an existing account.":
    "這個應用程式目前無法建立新帳號。請使用現有帳號登入。",
  "New API key":
    "新的 API 金鑰",
  "New email address":
    "新的電子郵件地址",
  "New password":
    "新密碼",
  "No account uses this email address. Check it, or create an account.":
    "沒有帳號使用這個電子郵件地址。請檢查地址，或建立帳號。",
  "No account uses this email, and new accounts cannot be created right now. Check the address.":
    "沒有帳號使用這個電子郵件，且目前無法建立新帳號。請檢查地址。",
  "No API keys yet.":
    "還沒有 API 金鑰。",
  "No name":
    "沒有名稱",
  "No sign-in in progress":
    "沒有進行中的登入",
  "No sign-in method is enabled for this project.":
    "這個專案沒有啟用任何登入方式。",
  "No team selected":
    "未選取團隊",
  "No teams yet":
    "還沒有團隊",
  "Not signed in":
    "尚未登入",
  "One-time code sign-in":
    "一次性代碼登入",
  "One-time code sign-in is off.":
    "一次性代碼登入已關閉。",
  "One-time code sign-in is on.":
    "一次性代碼登入已開啟。",
  "One-time codes are your only way to sign in. Set a password or add another sign-in method first.":
    "一次性代碼是你唯一的登入方式。請先設定密碼或新增其他登入方式。",
  "Or continue with":
    "或使用以下方式繼續",
  "Other members see this name instead of your display name.":
    "其他成員會看到這個名稱，而不是你的顯示名稱。",
  "Page not found":
    "找不到頁面",
  "Passkey":
    "通行金鑰",
  "Passkey sign-in is on.":
    "通行金鑰登入已開啟。",
  "Passkeys are turned off for this app. Use another sign-in method.":
    "這個應用程式已關閉通行金鑰。請使用其他登入方式。",
  "Password":
    "密碼",
  "Password saved.":
    "密碼已儲存。",
  "Password too long. Use at most {max} characters.":
    "密碼太長。最多使用 {max} 個字元。",
  "Password too short. Use at least {min} characters.":
    "密碼太短。至少使用 {min} 個字元。",
  "Passwords do not match.":
    "兩次輸入的密碼不一致。",
  "Pending invitations":
    "待處理的邀請",
  "Primary":
    "主要",
  "Profile image":
    "個人資料圖片",
  "QR code for your authenticator app":
    "驗證器應用程式的 QR 圖碼",
  "Register a passkey":
    "註冊通行金鑰",
  "Register another passkey":
    "註冊另一個通行金鑰",
  "Remove":
    "移除",
  "Remove image":
    "移除圖片",
  "Repeat new password":
    "再次輸入新密碼",
  "Repeat password":
    "再次輸入密碼",
  "Request a new link":
    "要求新連結",
  "Reset password":
    "重設密碼",
  "Reset your password":
    "重設密碼",
  "Revoke":
    "撤銷",
  "Revoke all other sessions":
    "撤銷所有其他工作階段",
  "Revoked":
    "已撤銷",
  "Save":
    "儲存",
  "Save image":
    "儲存圖片",
  "Saved.":
    "已儲存。",
  "Scan this QR code with your authenticator app, or enter the key by hand.":
    "使用驗證器應用程式掃描這個 QR 圖碼，或手動輸入金鑰。",
  "Select team":
    "選取團隊",
  "Selected team":
    "已選取的團隊",
  "Send a new code":
    "傳送新代碼",
  "Send email":
    "傳送電子郵件",
  "Send invitation":
    "傳送邀請",
  "Send reset link":
    "傳送重設連結",
  "Send verification email":
    "傳送驗證電子郵件",
  "Set a new password":
    "設定新密碼",
  "Set a password to sign in with your email and a password.":
    "設定密碼後，即可使用電子郵件和密碼登入。",
  "Set password":
    "設定密碼",
  "Settings":
    "設定",
  "Show password":
    "顯示密碼",
  "Sign in":
    "登入",
  "Sign in instead":
    "改為登入",
  "Sign in or create an account to join the team.":
    "登入或建立帳號以加入團隊。",
  "Sign in to your account":
    "登入你的帳號",
  "Sign in with a code or link sent to your email.":
    "使用寄到你電子郵件的代碼或連結登入。",
  "Sign in with a passkey":
    "使用通行金鑰登入",
  "Sign in with your device's fingerprint, face or screen lock instead of a password.":
    "使用裝置的指紋、臉部或螢幕鎖定代替密碼登入。",
  "Sign in with {provider}":
    "使用 {provider} 登入",
  "Sign out":
    "登出",
  "Sign out of your account on this device.":
    "在這部裝置上登出你的帳號。",
  "Sign up":
    "註冊",
  "Sign up for new users is not enabled at the moment.":
    "目前不開放新使用者註冊。",
  "Sign up is disabled":
    "註冊已關閉",
  "Sign up with {provider}":
    "使用 {provider} 註冊",
  "Sign-in failed":
    "登入失敗",
  "Sign-in method":
    "登入方式",
  "Signed in {date}":
    "{date}登入",
  "Signing in asks for a code from your authenticator app.":
    "登入時需要輸入驗證器應用程式中的代碼。",
  "Signing in with a password is turned off for this app. Use another sign-in method.":
    "這個應用程式已關閉密碼登入。請使用其他登入方式。",
  "Signing in with your passkey failed. Try again or use another method.":
    "通行金鑰登入失敗。請再試一次或使用其他方式。",
  "Signing out...":
    "正在登出…",
  "Signing you in...":
    "正在登入…",
  "Six-digit code from your authenticator app":
    "驗證器應用程式中的 6 位數代碼",
  "Some of what you entered cannot be used. Check the fields and try again.":
    "你輸入的部分內容無法使用。請檢查各欄位後再試一次。",
  "Something went wrong. Please try again.":
    "發生問題。請再試一次。",
  "Start signing in again to get here.":
    "請重新開始登入以進入這個頁面。",
  "Team API keys":
    "團隊 API 金鑰",
  "Team API keys let programs act for this team. Keep them secret.":
    "團隊 API 金鑰可讓程式代表這個團隊執行操作。請妥善保密。",
  "Team image":
    "團隊圖片",
  "Team invitation":
    "團隊邀請",
  "Team name":
    "團隊名稱",
  "Team settings":
    "團隊設定",
  "Teams":
    "團隊",
  "Teams let you work together with other people.":
    "團隊可讓你與其他人一起合作。",
  "Thank you for confirming your email address.":
    "感謝你確認電子郵件地址。",
  "The addresses of your account. The primary one receives account emails.":
    "你帳號的電子郵件地址。主要地址會收到帳號相關郵件。",
  "The current password is wrong. Check it and try again.":
    "目前的密碼錯誤。請檢查後再試一次。",
  "The name every member sees.":
    "所有成員都會看到的名稱。",
  "The page you are looking for does not exist.":
    "你要找的頁面不存在。",
  "The sign-in provider did not grant access. Try again and allow access when asked.":
    "登入服務提供者未授予存取權。請再試一次，並在系統詢問時允許存取。",
  "This account has no password. Sign in with an email code or another method.":
    "這個帳號沒有密碼。請使用電子郵件代碼或其他方式登入。",
  "This account is already connected to another user. Sign in with that user, or use another account.":
    "這個帳號已連結到另一位使用者。請以該使用者登入，或使用其他帳號。",
  "This code does not match. Check the time on your device and try the newest code.":
    "代碼不符。請檢查裝置的時間，並嘗試最新的代碼。",
  "This code has already been used. Send a new code.":
    "這個代碼已使用過。請傳送新代碼。",
  "This code has expired. Use a different email or send a new code.":
    "這個代碼已過期。請使用其他電子郵件或傳送新代碼。",
  "This code is not right. Check the 6 characters in the newest email.":
    "代碼不正確。請核對最新電子郵件中的 6 個字元。",
  "This code or link has already been used. Ask for a new one.":
    "這個代碼或連結已使用過。請重新要求。",
  "This code or link has expired. Ask for a new one.":
    "這個代碼或連結已過期。請重新要求。",
  "This code or link is not valid. Check it, or ask for a new one.":
    "這個代碼或連結無效。請檢查或重新要求。",
  "This device":
    "這部裝置",
  "This email address is already verified.":
    "這個電子郵件地址已經驗證過了。",
  "This email belongs to an account that has not verified it yet, so no code can be sent. Sign in with your password, then verify the address in your account settings.":
    "這個電子郵件屬於尚未驗證它的帳號，因此無法傳送代碼。請先用密碼登入，再到帳號設定中驗證這個地址。",
  "This file is not an image we can read.":
    "這個檔案不是我們能讀取的圖片。",
  "This is not your current password. Check it, or reset your password.":
    "這不是你目前的密碼。請檢查或重設密碼。",
  "This is the only email you can sign in with. Add another sign-in email or method first.":
    "這是你唯一能用來登入的電子郵件。請先新增其他登入電子郵件或登入方式。",
  "This is the session you are using. Sign out instead.":
    "這是你正在使用的工作階段。請改為登出。",
  "This is your selected team.":
    "這是你選取的團隊。",
  "This link has no invitation code. Use the link from the email.":
    "這個連結沒有邀請碼。請使用電子郵件中的連結。",
  "This link has no login code. Run the CLI login again.":
    "這個連結沒有登入碼。請重新執行 CLI 登入。",
  "This link has no reset code. Use the link from the email.":
    "這個連結沒有重設碼。請使用電子郵件中的連結。",
  "This link has no sign-in code. Use the link from the email.":
    "這個連結沒有登入碼。請使用電子郵件中的連結。",
  "This link has no verification code. Use the link from the email.":
    "這個連結沒有驗證碼。請使用電子郵件中的連結。",
  "This login request has already been used. Start the CLI login again.":
    "這個登入要求已使用過。請重新開始 CLI 登入。",
  "This login request has expired. Start the CLI login again.":
    "這個登入要求已過期。請重新開始 CLI 登入。",
  "This login request is not valid. Start the CLI login again.":
    "這個登入要求無效。請重新開始 CLI 登入。",
  "This page's address is not on the app's list of trusted domains. The app's owner must add it.":
    "這個頁面的位址不在應用程式的受信任網域清單中。需要由應用程式擁有者新增。",
  "This password does not meet the requirements. Choose a longer or less common one.":
    "這個密碼不符合要求。請選擇更長或較不常見的密碼。",
  "This person is no longer a member of this team. Reload the page.":
    "這個人已不是這個團隊的成員。請重新整理頁面。",
  "This sign-in took too long. Sign in again.":
    "登入花費太久。請重新登入。",
  "This sign-up was not accepted. Contact the app's support if you think this is a mistake.":
    "這次註冊未被接受。如果你認為這是誤判，請聯絡應用程式的客服。",
  "This team has no API keys yet.":
    "這個團隊還沒有 API 金鑰。",
  "This team no longer exists. Reload the page.":
    "這個團隊已不存在。請重新整理頁面。",
  "Toggle theme":
    "切換主題",
  "Too many wrong attempts. Ask for a new code.":
    "錯誤嘗試次數過多。請重新要求代碼。",
  "Too many wrong attempts. Send a new code.":
    "錯誤嘗試次數過多。請傳送新代碼。",
  "Tried {url}":
    "嘗試的位址：{url}",
  "Try again":
    "再試一次",
  "Turn off multi-factor authentication":
    "關閉多重要素驗證",
  "Turn off one-time code sign-in":
    "關閉一次性代碼登入",
  "Turn off passkey sign-in":
    "關閉通行金鑰登入",
  "Turn on multi-factor authentication":
    "開啟多重要素驗證",
  "Turn on one-time code sign-in":
    "開啟一次性代碼登入",
  "Unknown location":
    "未知的位置",
  "Unknown recipient":
    "未知的收件者",
  "Unverified":
    "未驗證",
  "Update password":
    "更新密碼",
  "Upload image":
    "上傳圖片",
  "Use a different email":
    "使用其他電子郵件",
  "Use a shorter name.":
    "請使用較短的名稱。",
  "Use a shorter team name.":
    "請使用較短的團隊名稱。",
  "Use at least {min} characters.":
    "至少使用 {min} 個字元。",
  "Use at most {max} characters.":
    "最多使用 {max} 個字元。",
  "Use for sign-in":
    "用於登入",
  "Use one of your emails for sign-in first.":
    "請先將你的某個電子郵件設為可用於登入。",
  "Used for sign-in":
    "已用於登入",
  "Verification email sent.":
    "驗證電子郵件已寄出。",
  "Verified":
    "已驗證",
  "Verify":
    "驗證",
  "Verify email":
    "驗證電子郵件",
  "Verify your email":
    "驗證你的電子郵件",
  "We email them a link to join this team.":
    "我們會透過電子郵件寄給對方加入這個團隊的連結。",
  "We sent a sign-in link and a code to {email}.":
    "我們已將登入連結和代碼寄到 {email}。",
  "Wrong email or password. Check both, or reset your password.":
    "電子郵件或密碼錯誤。請檢查兩者，或重設密碼。",
  "Yes, delete my account":
    "是，刪除我的帳號",
  "You":
    "你",
  "You are already a member of this team.":
    "你已是這個團隊的成員。",
  "You are already signed in.":
    "你已登入。",
  "You are invited to join {team}.":
    "你受邀加入 {team}。",
  "You are now a member of this team.":
    "你現在是這個團隊的成員了。",
  "You are now signed out everywhere else.":
    "你已在其他所有地方登出。",
  "You are signed in":
    "你已登入",
  "You are signed out. Sign in again.":
    "你已登出。請重新登入。",
  "You can close this window and return to the command line.":
    "你可以關閉這個視窗並回到命令列。",
  "You can now sign in with your new password.":
    "現在可以使用新密碼登入了。",
  "You do not have permission to do this in this team. Ask a team admin.":
    "你沒有在這個團隊中執行這項操作的權限。請聯絡團隊管理員。",
  "You joined {team}":
    "你已加入 {team}",
  "You will lose access to this team.":
    "你將無法再存取這個團隊。",
  "Your API keys":
    "你的 API 金鑰",
  "Your browser or device could not use a passkey here. Try another method.":
    "你的瀏覽器或裝置無法在這裡使用通行金鑰。請嘗試其他方式。",
  "Your email has been verified":
    "你的電子郵件已通過驗證",
  "Your name in this team":
    "你在這個團隊中的名稱",
  "Your passkey could not be registered. Try again.":
    "無法註冊你的通行金鑰。請再試一次。",
  "Your password has been reset":
    "你的密碼已重設",
  "Your session has ended. Sign in again.":
    "你的工作階段已結束。請重新登入。",
  "Your user is already connected to another account of this provider.":
    "你的使用者已連結到這個服務提供者的另一個帳號。",
  "Zoom":
    "縮放",
};

export default texts;
