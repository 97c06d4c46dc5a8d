/**
 * Korean (Korea): every text of the components, keyed by its English text. Written for
 * gatehouse; a missing key shows the English text. Loaded only when `lang` picks it.
 */
const texts: Readonly<Record<string, string>> = {
  "A command-line tool is asking to sign in as you. Only continue if you started it.":
    "명령줄 도구가 사용자 계정으로 로그인하려고 합니다. 직접 실행한 경우에만 계속하세요.",
  "A passkey is your only way to sign in. Set a password or add another sign-in method first.":
    "패스키가 유일한 로그인 방법입니다. 먼저 비밀번호를 설정하거나 다른 로그인 방법을 추가하세요.",
  "Access denied":
    "액세스 거부됨",
  "Account already connected":
    "이미 연결된 계정",
  "Account menu":
    "계정 메뉴",
  "Account settings":
    "계정 설정",
  "Active sessions":
    "활성 세션",
  "Add email":
    "이메일 추가",
  "Already connected":
    "이미 연결됨",
  "Already have an account?":
    "이미 계정이 있으신가요?",
  "An account with this email already exists.":
    "이 이메일을 사용하는 계정이 이미 있습니다.",
  "An error occurred":
    "오류가 발생했습니다",
  "Another account already signs in with this email address. Use a different address.":
    "다른 계정이 이미 이 이메일 주소로 로그인하고 있습니다. 다른 주소를 사용하세요.",
  "API keys":
    "API 키",
  "API keys let programs act as you. Keep them secret.":
    "API 키를 사용하면 프로그램이 사용자 대신 작업할 수 있습니다. 비밀로 유지하세요.",
  "Ask for a code from an authenticator app when signing in.":
    "로그인할 때 인증 앱의 코드를 요청합니다.",
  "At least {min} characters.":
    "{min}자 이상.",
  "Authorize":
    "승인",
  "Authorize CLI login":
    "CLI 로그인 승인",
  "Back to sign in":
    "로그인으로 돌아가기",
  "Cancel":
    "취소",
  "Change the password you sign in with.":
    "로그인에 사용하는 비밀번호를 변경합니다.",
  "Check your email":
    "이메일을 확인하세요",
  "Choose a longer or less common password.":
    "더 길거나 덜 흔한 비밀번호를 선택하세요.",
  "CLI login authorized":
    "CLI 로그인이 승인되었습니다",
  "CLI login failed":
    "CLI 로그인 실패",
  "Code from the email":
    "이메일로 받은 코드",
  "Confirm and turn on":
    "확인하고 켜기",
  "Confirm that this is your email address.":
    "이 이메일 주소가 본인의 것인지 확인하세요.",
  "Continue":
    "계속",
  "Continue to sign in with the link from your email.":
    "이메일의 링크로 로그인을 계속합니다.",
  "Copy this key now. It will not be shown again.":
    "지금 이 키를 복사하세요. 다시 표시되지 않습니다.",
  "Could not reach the server. Check your connection and try again.":
    "서버에 연결할 수 없습니다. 연결을 확인하고 다시 시도하세요.",
  "Create a new account":
    "새 계정 만들기",
  "Create a team":
    "팀 만들기",
  "Create a team API key":
    "팀 API 키 만들기",
  "Create an account":
    "계정 만들기",
  "Create an API key":
    "API 키 만들기",
  "Create API key":
    "API 키 만들기",
  "Create team":
    "팀 만들기",
  "Current password":
    "현재 비밀번호",
  "Current team":
    "현재 팀",
  "Delete account":
    "계정 삭제",
  "Deleting your account removes all its data. This cannot be undone.":
    "계정을 삭제하면 모든 데이터가 삭제됩니다. 되돌릴 수 없습니다.",
  "Describe what the key is for.":
    "키의 용도를 적어 주세요.",
  "Description":
    "설명",
  "Details":
    "세부 정보",
  "Devices and browsers signed in to your account.":
    "계정에 로그인된 기기와 브라우저입니다.",
  "Display name":
    "표시 이름",
  "Don't have an account?":
    "계정이 없으신가요?",
  "Drag the image or use the arrow keys to choose what shows. Zoom with the slider or the + and - keys.":
    "이미지를 드래그하거나 화살표 키로 보이는 부분을 고르세요. 슬라이더나 + 및 - 키로 확대/축소할 수 있습니다.",
  "Email":
    "이메일",
  "Email & password":
    "이메일 및 비밀번호",
  "Email address to invite":
    "초대할 이메일 주소",
  "Email code":
    "이메일 코드",
  "Emails":
    "이메일",
  "Emails & auth":
    "이메일 및 인증",
  "Ends in {lastFour}":
    "끝자리 {lastFour}",
  "Enter a password.":
    "비밀번호를 입력하세요.",
  "Enter a team name.":
    "팀 이름을 입력하세요.",
  "Enter a valid email address, like name@example.com.":
    "name@example.com처럼 올바른 이메일 주소를 입력하세요.",
  "Enter the 6 characters from the email.":
    "이메일에 있는 6자를 입력하세요.",
  "Enter the six digits your authenticator app shows.":
    "인증 앱에 표시된 6자리 숫자를 입력하세요.",
  "Enter your current password.":
    "현재 비밀번호를 입력하세요.",
  "Enter your email address.":
    "이메일 주소를 입력하세요.",
  "Enter your password.":
    "비밀번호를 입력하세요.",
  "Error code: {code}":
    "오류 코드: {code}",
  "Expired":
    "만료됨",
  "Expires":
    "만료",
  "Expires {date}":
    "{date}에 만료",
  "Forgot password?":
    "비밀번호를 잊으셨나요?",
  "Go home":
    "홈으로",
  "Guest accounts are turned off for this app. Create an account instead.":
    "이 앱에서는 게스트 계정이 꺼져 있습니다. 대신 계정을 만드세요.",
  "Hide password":
    "비밀번호 숨기기",
  "Home":
    "홈",
  "How you appear to others.":
    "다른 사람에게 보이는 모습입니다.",
  "If an account uses {email}, we sent it a link to reset the password.":
    "{email}을(를) 사용하는 계정이 있다면 비밀번호 재설정 링크를 보냈습니다.",
  "Ignore":
    "무시",
  "Image position":
    "이미지 위치",
  "Impersonation":
    "가장 로그인",
  "In {days} days":
    "{days}일 후",
  "Invalid CLI login link":
    "잘못된 CLI 로그인 링크",
  "Invalid password reset link":
    "잘못된 비밀번호 재설정 링크",
  "Invalid sign-in link":
    "잘못된 로그인 링크",
  "Invalid team invitation link":
    "잘못된 팀 초대 링크",
  "Invalid verification link":
    "잘못된 인증 링크",
  "Invitation sent to {email}.":
    "{email}에게 초대를 보냈습니다.",
  "Invite a member":
    "멤버 초대",
  "IP address {ip}":
    "IP 주소 {ip}",
  "Join team":
    "팀 참여",
  "Key":
    "키",
  "Last used":
    "최근 사용",
  "Last used {date}":
    "마지막 사용 {date}",
  "Leave team":
    "팀 나가기",
  "Loading":
    "로드 중",
  "Make primary":
    "기본으로 설정",
  "Make this my selected team":
    "이 팀을 선택한 팀으로 설정",
  "Members":
    "멤버",
  "Multi-factor authentication":
    "다단계 인증",
  "Multi-factor authentication is on.":
    "다단계 인증이 켜져 있습니다.",
  "My profile":
    "내 프로필",
  "Never":
    "없음",
  "Never expires":
    "만료 없음",
  "New accounts cannot be created for this app right now. Sign in with an existing account.":
    "지금은 이 앱에서 새 계정을 만들 수 없습니다. 기존 계정으로 로그인하세요.",
  "New API key":
    "새 API 키",
  "New email address":
    "새 이메일 주소",
  "New password":
    "새 비밀번호",
  "No account uses this email address. Check it, or create an account.":
    "이 이메일 주소를 사용하는 계정이 없습니다. 주소를 확인하거나 계정을 만드세요.",
  "No account uses this email, and new accounts cannot be created right now. Check the address.":
    "이 이메일을 사용하는 계정이 없고, 지금은 새 계정을 만들 수 없습니다. 주소를 확인하세요.",
  "No API keys yet.":
    "아직 API 키가 없습니다.",
  "No name":
    "이름 없음",
  "No sign-in in progress":
    "진행 중인 로그인이 없습니다",
  "No sign-in method is enabled for this project.":
    "이 프로젝트에 켜진 로그인 방법이 없습니다.",
  "No team selected":
    "선택한 팀 없음",
  "No teams yet":
    "아직 팀이 없습니다",
  "Not signed in":
    "로그인하지 않음",
  "One-time code sign-in":
    "일회용 코드 로그인",
  "One-time code sign-in is off.":
    "일회용 코드 로그인이 꺼져 있습니다.",
  "One-time code sign-in is on.":
    "일회용 코드 로그인이 켜져 있습니다.",
  "One-time codes are your only way to sign in. Set a password or add another sign-in method first.":
    "일회용 코드가 유일한 로그인 방법입니다. 먼저 비밀번호를 설정하거나 다른 로그인 방법을 추가하세요.",
  "Or continue with":
    "또는 다음으로 계속",
  "Other members see this name instead of your display name.":
    "다른 멤버에게는 표시 이름 대신 이 이름이 보입니다.",
  "Page not found":
    "페이지를 찾을 수 없음",
  "Passkey":
    "패스키",
  "Passkey sign-in is on.":
    "패스키 로그인이 켜져 있습니다.",
  "Passkeys are turned off for this app. Use another sign-in method.":
    "이 앱에서는 패스키가 꺼져 있습니다. 다른 로그인 방법을 사용하세요.",
  "Password":
    "비밀번호",
  "Password saved.":
    "비밀번호를 저장했습니다.",
  "Password too long. Use at most {max} characters.":
    "비밀번호가 너무 깁니다. {max}자 이하로 입력하세요.",
  "Password too short. Use at least {min} characters.":
    "비밀번호가 너무 짧습니다. {min}자 이상 입력하세요.",
  "Passwords do not match.":
    "비밀번호가 일치하지 않습니다.",
  "Pending invitations":
    "대기 중인 초대",
  "Primary":
    "기본",
  "Profile image":
    "프로필 이미지",
  "QR code for your authenticator app":
    "인증 앱용 QR 코드",
  "Register a passkey":
    "패스키 등록",
  "Register another passkey":
    "다른 패스키 등록",
  "Remove":
    "삭제",
  "Remove image":
    "이미지 삭제",
  "Repeat new password":
    "새 비밀번호 다시 입력",
  "Repeat password":
    "비밀번호 다시 입력",
  "Request a new link":
    "새 링크 요청",
  "Reset password":
    "비밀번호 재설정",
  "Reset your password":
    "비밀번호 재설정",
  "Revoke":
    "철회",
  "Revoke all other sessions":
    "다른 모든 세션 종료",
  "Revoked":
    "철회됨",
  "Save":
    "저장",
  "Save image":
    "이미지 저장",
  "Saved.":
    "저장했습니다.",
  "Scan this QR code with your authenticator app, or enter the key by hand.":
    "인증 앱으로 이 QR 코드를 스캔하거나 키를 직접 입력하세요.",
  "Select team":
    "팀 선택",
  "Selected team":
    "선택한 팀",
  "Send a new code":
    "새 코드 보내기",
  "Send email":
    "이메일 보내기",
  "Send invitation":
    "초대 보내기",
  "Send reset link":
    "재설정 링크 보내기",
  "Send verification email":
    "인증 이메일 보내기",
  "Set a new password":
    "새 비밀번호 설정",
  "Set a password to sign in with your email and a password.":
    "비밀번호를 설정하면 이메일과 비밀번호로 로그인할 수 있습니다.",
  "Set password":
    "비밀번호 설정",
  "Settings":
    "설정",
  "Show password":
    "비밀번호 표시",
  "Sign in":
    "로그인",
  "Sign in instead":
    "대신 로그인하기",
  "Sign in or create an account to join the team.":
    "팀에 참여하려면 로그인하거나 계정을 만드세요.",
  "Sign in to your account":
    "계정에 로그인",
  "Sign in with a code or link sent to your email.":
    "이메일로 받은 코드나 링크로 로그인합니다.",
  "Sign in with a passkey":
    "패스키로 로그인",
  "Sign in with your device's fingerprint, face or screen lock instead of a password.":
    "비밀번호 대신 기기의 지문, 얼굴 또는 화면 잠금으로 로그인합니다.",
  "Sign in with {provider}":
    "{provider}(으)로 로그인",
  "Sign out":
    "로그아웃",
  "Sign out of your account on this device.":
    "이 기기에서 계정을 로그아웃합니다.",
  "Sign up":
    "가입하기",
  "Sign up for new users is not enabled at the moment.":
    "지금은 새 사용자 가입을 받지 않습니다.",
  "Sign up is disabled":
    "가입이 꺼져 있습니다",
  "Sign up with {provider}":
    "{provider}(으)로 가입하기",
  "Sign-in failed":
    "로그인 실패",
  "Sign-in method":
    "로그인 방법",
  "Signed in {date}":
    "{date} 로그인",
  "Signing in asks for a code from your authenticator app.":
    "로그인할 때 인증 앱의 코드를 요청합니다.",
  "Signing in with a password is turned off for this app. Use another sign-in method.":
    "이 앱에서는 비밀번호 로그인이 꺼져 있습니다. 다른 로그인 방법을 사용하세요.",
  "Signing in with your passkey failed. Try again or use another method.":
    "패스키 로그인에 실패했습니다. 다시 시도하거나 다른 방법을 사용하세요.",
  "Signing out...":
    "로그아웃하는 중…",
  "Signing you in...":
    "로그인하는 중…",
  "Six-digit code from your authenticator app":
    "인증 앱의 6자리 코드",
  "Some of what you entered cannot be used. Check the fields and try again.":
    "입력한 내용 중 일부를 사용할 수 없습니다. 입력란을 확인하고 다시 시도하세요.",
  "Something went wrong. Please try again.":
    "문제가 발생했습니다. 다시 시도하세요.",
  "Start signing in again to get here.":
    "여기로 오려면 로그인을 다시 시작하세요.",
  "Team API keys":
    "팀 API 키",
  "Team API keys let programs act for this team. Keep them secret.":
    "팀 API 키를 사용하면 프로그램이 이 팀을 대신해 작업할 수 있습니다. 비밀로 유지하세요.",
  "Team image":
    "팀 이미지",
  "Team invitation":
    "팀 초대",
  "Team name":
    "팀 이름",
  "Team settings":
    "팀 설정",
  "Teams":
    "팀",
  "Teams let you work together with other people.":
    "팀을 사용하면 다른 사람과 함께 작업할 수 있습니다.",
  "Thank you for confirming your email address.":
    "이메일 주소를 확인해 주셔서 감사합니다.",
  "The addresses of your account. The primary one receives account emails.":
    "계정의 이메일 주소입니다. 기본 주소로 계정 관련 이메일을 받습니다.",
  "The current password is wrong. Check it and try again.":
    "현재 비밀번호가 틀렸습니다. 확인하고 다시 시도하세요.",
  "The name every member sees.":
    "모든 멤버에게 보이는 이름입니다.",
  "The page you are looking for does not exist.":
    "찾으시는 페이지가 없습니다.",
  "The sign-in provider did not grant access. Try again and allow access when asked.":
    "로그인 제공업체가 액세스를 허용하지 않았습니다. 다시 시도하고 요청이 오면 액세스를 허용하세요.",
  "This account has no password. Sign in with an email code or another method.":
    "이 계정에는 비밀번호가 없습니다. 이메일 코드나 다른 방법으로 로그인하세요.",
  "This account is already connected to another user. Sign in with that user, or use another account.":
    "이 계정은 이미 다른 사용자와 연결되어 있습니다. 그 사용자로 로그인하거나 다른 계정을 사용하세요.",
  "This code does not match. Check the time on your device and try the newest code.":
    "코드가 일치하지 않습니다. 기기의 시간을 확인하고 가장 최근 코드를 입력하세요.",
  "This code has already been used. Send a new code.":
    "이미 사용한 코드입니다. 새 코드를 보내세요.",
  "This code has expired. Use a different email or send a new code.":
    "코드가 만료되었습니다. 다른 이메일을 사용하거나 새 코드를 보내세요.",
  "This code is not right. Check the 6 characters in the newest email.":
    "코드가 올바르지 않습니다. 가장 최근 이메일의 6자를 확인하세요.",
  "This code or link has already been used. Ask for a new one.":
    "이미 사용한 코드 또는 링크입니다. 새로 요청하세요.",
  "This code or link has expired. Ask for a new one.":
    "코드 또는 링크가 만료되었습니다. 새로 요청하세요.",
  "This code or link is not valid. Check it, or ask for a new one.":
    "유효하지 않은 코드 또는 링크입니다. 확인하거나 새로 요청하세요.",
  "This device":
    "이 기기",
  "This email address is already verified.":
    "이미 인증된 이메일 주소입니다.",
  "This email belongs to an account that has not verified it yet, so no code can be sent. Sign in with your password, then verify the address in your account settings.":
    "이 이메일은 아직 인증하지 않은 계정의 것이라 코드를 보낼 수 없습니다. 비밀번호로 로그인한 다음 계정 설정에서 주소를 인증하세요.",
  "This file is not an image we can read.":
    "읽을 수 있는 이미지 파일이 아닙니다.",
  "This is not your current password. Check it, or reset your password.":
    "현재 비밀번호가 아닙니다. 확인하거나 비밀번호를 재설정하세요.",
  "This is the only email you can sign in with. Add another sign-in email or method first.":
    "로그인할 수 있는 유일한 이메일입니다. 먼저 다른 로그인 이메일이나 방법을 추가하세요.",
  "This is the session you are using. Sign out instead.":
    "지금 사용 중인 세션입니다. 대신 로그아웃하세요.",
  "This is your selected team.":
    "선택한 팀입니다.",
  "This link has no invitation code. Use the link from the email.":
    "이 링크에는 초대 코드가 없습니다. 이메일의 링크를 사용하세요.",
  "This link has no login code. Run the CLI login again.":
    "이 링크에는 로그인 코드가 없습니다. CLI 로그인을 다시 실행하세요.",
  "This link has no reset code. Use the link from the email.":
    "이 링크에는 재설정 코드가 없습니다. 이메일의 링크를 사용하세요.",
  "This link has no sign-in code. Use the link from the email.":
    "이 링크에는 로그인 코드가 없습니다. 이메일의 링크를 사용하세요.",
  "This link has no verification code. Use the link from the email.":
    "이 링크에는 인증 코드가 없습니다. 이메일의 링크를 사용하세요.",
  "This login request has already been used. Start the CLI login again.":
    "이미 사용한 로그인 요청입니다. CLI 로그인을 다시 시작하세요.",
  "This login request has expired. Start the CLI login again.":
    "로그인 요청이 만료되었습니다. CLI 로그인을 다시 시작하세요.",
  "This login request is not valid. Start the CLI login again.":
    "유효하지 않은 로그인 요청입니다. CLI 로그인을 다시 시작하세요.",
  "This page's address is not on the app's list of trusted domains. The app's owner must add it.":
    "이 페이지의 주소가 앱의 신뢰할 수 있는 도메인 목록에 없습니다. 앱 관리자가 추가해야 합니다.",
  "This password does not meet the requirements. Choose a longer or less common one.":
    "이 비밀번호는 요구 사항을 충족하지 않습니다. 더 길거나 덜 흔한 비밀번호를 선택하세요.",
  "This person is no longer a member of this team. Reload the page.":
    "이 사람은 더 이상 이 팀의 멤버가 아닙니다. 페이지를 새로고침하세요.",
  "This sign-in took too long. Sign in again.":
    "로그인에 시간이 너무 오래 걸렸습니다. 다시 로그인하세요.",
  "This sign-up was not accepted. Contact the app's support if you think this is a mistake.":
    "이 가입은 승인되지 않았습니다. 잘못되었다고 생각되면 앱 고객지원에 문의하세요.",
  "This team has no API keys yet.":
    "이 팀에는 아직 API 키가 없습니다.",
  "This team no longer exists. Reload the page.":
    "이 팀은 더 이상 존재하지 않습니다. 페이지를 새로고침하세요.",
  "Toggle theme":
    "테마 전환",
  "Too many wrong attempts. Ask for a new code.":
    "잘못된 시도가 너무 많습니다. 새 코드를 요청하세요.",
  "Too many wrong attempts. Send a new code.":
    "잘못된 시도가 너무 많습니다. 새 코드를 보내세요.",
  "Tried {url}":
    "시도한 주소: {url}",
  "Try again":
    "다시 시도",
  "Turn off multi-factor authentication":
    "다단계 인증 끄기",
  "Turn off one-time code sign-in":
    "일회용 코드 로그인 끄기",
  "Turn off passkey sign-in":
    "패스키 로그인 끄기",
  "Turn on multi-factor authentication":
    "다단계 인증 켜기",
  "Turn on one-time code sign-in":
    "일회용 코드 로그인 켜기",
  "Unknown location":
    "알 수 없는 위치",
  "Unknown recipient":
    "알 수 없는 받는 사람",
  "Unverified":
    "미인증",
  "Update password":
    "비밀번호 변경",
  "Upload image":
    "이미지 업로드",
  "Use a different email":
    "다른 이메일 사용",
  "Use a shorter name.":
    "더 짧은 이름을 사용하세요.",
  "Use a shorter team name.":
    "더 짧은 팀 이름을 사용하세요.",
  "Use at least {min} characters.":
    "{min}자 이상 입력하세요.",
  "Use at most {max} characters.":
    "{max}자 이하로 입력하세요.",
  "Use for sign-in":
    "로그인에 사용",
  "Use one of your emails for sign-in first.":
    "먼저 이메일 중 하나를 로그인에 사용하도록 설정하세요.",
  "Used for sign-in":
    "로그인에 사용 중",
  "Verification email sent.":
    "인증 이메일을 보냈습니다.",
  "Verified":
    "인증됨",
  "Verify":
    "확인",
  "Verify email":
    "이메일 인증",
  "Verify your email":
    "이메일을 인증하세요",
  "We email them a link to join this team.":
    "이 팀에 참여할 수 있는 링크를 이메일로 보냅니다.",
  "We sent a sign-in link and a code to {email}.":
    "{email}(으)로 로그인 링크와 코드를 보냈습니다.",
  "Wrong email or password. Check both, or reset your password.":
    "이메일 또는 비밀번호가 틀렸습니다. 둘 다 확인하거나 비밀번호를 재설정하세요.",
  "Yes, delete my account":
    "네, 계정을 삭제합니다",
  "You":
    "나",
  "You are already a member of this team.":
    "이미 이 팀의 멤버입니다.",
  "You are already signed in.":
    "이미 로그인되어 있습니다.",
  "You are invited to join {team}.":
    "{team}에 초대되었습니다.",
  "You are now a member of this team.":
    "이제 이 팀의 멤버입니다.",
  "You are now signed out everywhere else.":
    "다른 모든 곳에서 로그아웃되었습니다.",
  "You are signed in":
    "로그인되어 있습니다",
  "You are signed out. Sign in again.":
    "로그아웃되었습니다. 다시 로그인하세요.",
  "You can close this window and return to the command line.":
    "이 창을 닫고 명령줄로 돌아가도 됩니다.",
  "You can now sign in with your new password.":
    "이제 새 비밀번호로 로그인할 수 있습니다.",
  "You do not have permission to do this in this team. Ask a team admin.":
    "이 팀에서 이 작업을 할 권한이 없습니다. 팀 관리자에게 요청하세요.",
  "You joined {team}":
    "{team}에 참여했습니다",
  "You will lose access to this team.":
    "이 팀에 더 이상 액세스할 수 없게 됩니다.",
  "Your API keys":
    "내 API 키",
  "Your browser or device could not use a passkey here. Try another method.":
    "이 브라우저나 기기에서는 여기서 패스키를 사용할 수 없습니다. 다른 방법을 시도하세요.",
  "Your email has been verified":
    "이메일이 인증되었습니다",
  "Your name in this team":
    "이 팀에서 내 이름",
  "Your passkey could not be registered. Try again.":
    "패스키를 등록하지 못했습니다. 다시 시도하세요.",
  "Your password has been reset":
    "비밀번호가 재설정되었습니다",
  "Your session has ended. Sign in again.":
    "세션이 종료되었습니다. 다시 로그인하세요.",
  "Your user is already connected to another account of this provider.":
    "사용자가 이미 이 제공업체의 다른 계정과 연결되어 있습니다.",
  "Zoom":
    "확대/축소",
};

export default texts;
