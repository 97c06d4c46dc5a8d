/**
 * Japanese (Japan): every text of the components, keyed by its English text. Written for
 * gatehouse; a missing key shows the English text. Loaded only when `lang` picks it.
 */
const texts: Readonly<Record<string, string>> = {
  "A command-line tool is asking to sign in as you. Only continue if you started it.":
    "コマンドラインツールがあなたとしてサインインしようとしています。ご自身で起動した場合のみ続行してください。",
  "A passkey is your only way to sign in. Set a password or add another sign-in method first.":
    "パスキーが唯一のサインイン方法です。先にパスワードを設定するか、別のサインイン方法を追加してください。",
  "Access denied":
    "アクセスが拒否されました",
  "Account already connected":
    "アカウントは既に連携されています",
  "Account menu":
    "アカウントメニュー",
  "Account settings":
    "アカウント設定",
  "Active sessions":
    "アクティブなセッション",
  "Add email":
    "メールアドレスを追加",
  "Already connected":
    "既に連携されています",
  "Already have an account?":
    "既にアカウントをお持ちですか？",
  "An account with this email already exists.":
    "このメールアドレスのアカウントは既に存在します。",
  "An error occurred":
    "エラーが発生しました",
  "Another account already signs in with this email address. Use a different address.":
    "別のアカウントがこのメールアドレスで既にサインインしています。別のアドレスを使用してください。",
  "API keys":
    "API キー",
  "API keys let programs act as you. Keep them secret.":
    "API キーを使うと、プログラムがあなたとして操作できます。秘密にしてください。",
  "Ask for a code from an authenticator app when signing in.":
    "サインイン時に認証アプリのコードを求めます。",
  "At least {min} characters.":
    "{min} 文字以上。",
  "Authorize":
    "許可する",
  "Authorize CLI login":
    "CLI ログインを許可",
  "Back to sign in":
    "サインインに戻る",
  "Cancel":
    "キャンセル",
  "Change the password you sign in with.":
    "サインインに使うパスワードを変更します。",
  "Check your email":
    "メールを確認してください",
  "Choose a longer or less common password.":
    "もっと長いパスワードか、推測されにくいパスワードを選んでください。",
  "CLI login authorized":
    "CLI ログインを許可しました",
  "CLI login failed":
    "CLI ログインに失敗しました",
  "Code from the email":
    "メールに記載されたコード",
  "Confirm and turn on":
    "確認してオンにする",
  "Confirm that this is your email address.":
    "これがあなたのメールアドレスであることを確認してください。",
  "Continue":
    "続行",
  "Continue to sign in with the link from your email.":
    "メールのリンクでサインインを続けます。",
  "Copy this key now. It will not be shown again.":
    "このキーを今すぐコピーしてください。再表示はされません。",
  "Could not reach the server. Check your connection and try again.":
    "サーバーに接続できません。接続を確認して、もう一度お試しください。",
  "Create a new account":
    "新しいアカウントを作成",
  "Create a team":
    "チームを作成",
  "Create a team API key":
    "チーム API キーを作成",
  "Create an account":
    "アカウントを作成",
  "Create an API key":
    "API キーを作成",
  "Create API key":
    "API キーを作成",
  "Create team":
    "チームを作成",
  "Current password":
    "現在のパスワード",
  "Current team":
    "現在のチーム",
  "Delete account":
    "アカウントを削除",
  "Deleting your account removes all its data. This cannot be undone.":
    "アカウントを削除すると、すべてのデータが消去されます。元に戻すことはできません。",
  "Describe what the key is for.":
    "キーの用途を入力してください。",
  "Description":
    "説明",
  "Details":
    "詳細",
  "Devices and browsers signed in to your account.":
    "あなたのアカウントにサインインしているデバイスとブラウザ。",
  "Display name":
    "表示名",
  "Don't have an account?":
    "アカウントをお持ちでないですか？",
  "Drag the image or use the arrow keys to choose what shows. Zoom with the slider or the + and - keys.":
    "画像をドラッグするか矢印キーで表示する範囲を選びます。スライダーまたは + と - キーで拡大・縮小できます。",
  "Email":
    "メールアドレス",
  "Email & password":
    "メールアドレスとパスワード",
  "Email address to invite":
    "招待するメールアドレス",
  "Email code":
    "メールのコード",
  "Emails":
    "メールアドレス",
  "Emails & auth":
    "メールと認証",
  "Ends in {lastFour}":
    "末尾 {lastFour}",
  "Enter a password.":
    "パスワードを入力してください。",
  "Enter a team name.":
    "チーム名を入力してください。",
  "Enter a valid email address, like name@example.com.":
    "有効なメールアドレスを入力してください（例: name@example.com）。",
  "Enter the 6 characters from the email.":
    "メールに記載された 6 文字を入力してください。",
  "Enter the six digits your authenticator app shows.":
    "認証アプリに表示される 6 桁の数字を入力してください。",
  "Enter your current password.":
    "現在のパスワードを入力してください。",
  "Enter your email address.":
    "メールアドレスを入力してください。",
  "Enter your password.":
    "パスワードを入力してください。",
  "Error code: {code}":
    "エラーコード: {code}",
  "Expired":
    "期限切れ",
  "Expires":
    "有効期限",
  "Expires {date}":
    "有効期限 {date}",
  "Forgot password?":
    "パスワードをお忘れですか？",
  "Go home":
    "ホームへ",
  "Guest accounts are turned off for this app. Create an account instead.":
    "このアプリではゲストアカウントが無効です。代わりにアカウントを作成してください。",
  "Hide password":
    "パスワードを隠す",
  "Home":
    "ホーム",
  "How you appear to others.":
    "他の人に表示される名前です。",
  "If an account uses {email}, we sent it a link to reset the password.":
    "{email} を使用しているアカウントがあれば、パスワード再設定用のリンクを送信しました。",
  "Ignore":
    "無視する",
  "Image position":
    "画像の位置",
  "Impersonation":
    "なりすまし",
  "In {days} days":
    "{days} 日後",
  "Invalid CLI login link":
    "無効な CLI ログインリンク",
  "Invalid password reset link":
    "無効なパスワード再設定リンク",
  "Invalid sign-in link":
    "無効なサインインリンク",
  "Invalid team invitation link":
    "無効なチーム招待リンク",
  "Invalid verification link":
    "無効な確認リンク",
  "Invitation sent to {email}.":
    "{email} に招待を送信しました。",
  "Invite a member":
    "メンバーを招待",
  "IP address {ip}":
    "IP アドレス {ip}",
  "Join team":
    "チームに参加",
  "Key":
    "キー",
  "Last used":
    "前回使用",
  "Last used {date}":
    "最終使用: {date}",
  "Leave team":
    "チームを退出",
  "Loading":
    "読み込み中",
  "Make primary":
    "メインに設定",
  "Make this my selected team":
    "このチームを選択中にする",
  "Members":
    "メンバー",
  "Multi-factor authentication":
    "多要素認証",
  "Multi-factor authentication is on.":
    "多要素認証はオンです。",
  "My profile":
    "マイプロフィール",
  "Never":
    "なし",
  "Never expires":
    "無期限",
  "New accounts cannot be created for this app right now. Sign in with an existing account.":
    "現在このアプリでは新しいアカウントを作成できません。既存のアカウントでサインインしてください。",
  "New API key":
    "新しい API キー",
  "New email address":
    "新しいメールアドレス",
  "New password":
    "新しいパスワード",
  "No account uses this email address. Check it, or create an account.":
    "このメールアドレスを使用しているアカウントはありません。確認するか、アカウントを作成してください。",
  "No account uses this email, and new accounts cannot be created right now. Check the address.":
    "このメールアドレスのアカウントはなく、現在は新しいアカウントを作成できません。アドレスを確認してください。",
  "No API keys yet.":
    "API キーはまだありません。",
  "No name":
    "名前なし",
  "No sign-in in progress":
    "進行中のサインインはありません",
  "No sign-in method is enabled for this project.":
    "このプロジェクトで有効なサインイン方法はありません。",
  "No team selected":
    "チームが選択されていません",
  "No teams yet":
    "チームはまだありません",
  "Not signed in":
    "サインインしていません",
  "One-time code sign-in":
    "ワンタイムコードでのサインイン",
  "One-time code sign-in is off.":
    "ワンタイムコードでのサインインはオフです。",
  "One-time code sign-in is on.":
    "ワンタイムコードでのサインインはオンです。",
  "One-time codes are your only way to sign in. Set a password or add another sign-in method first.":
    "ワンタイムコードが唯一のサインイン方法です。先にパスワードを設定するか、別のサインイン方法を追加してください。",
  "Or continue with":
    "または次の方法で続行",
  "Other members see this name instead of your display name.":
    "他のメンバーには表示名の代わりにこの名前が表示されます。",
  "Page not found":
    "ページが見つかりません",
  "Passkey":
    "パスキー",
  "Passkey sign-in is on.":
    "パスキーでのサインインはオンです。",
  "Passkeys are turned off for this app. Use another sign-in method.":
    "このアプリではパスキーが無効です。別のサインイン方法を使用してください。",
  "Password":
    "パスワード",
  "Password saved.":
    "パスワードを保存しました。",
  "Password too long. Use at most {max} characters.":
    "パスワードが長すぎます。{max} 文字以内にしてください。",
  "Password too short. Use at least {min} characters.":
    "パスワードが短すぎます。{min} 文字以上にしてください。",
  "Passwords do not match.":
    "パスワードが一致しません。",
  "Pending invitations":
    "保留中の招待",
  "Primary":
    "メイン",
  "Profile image":
    "プロフィール画像",
  "QR code for your authenticator app":
    "認証アプリ用の QR コード",
  "Register a passkey":
    "パスキーを登録",
  "Register another passkey":
    "別のパスキーを登録",
  "Remove":
    "削除",
  "Remove image":
    "画像を削除",
  "Repeat new password":
    "新しいパスワード（確認）",
  "Repeat password":
    "パスワード（確認）",
  "Request a new link":
    "新しいリンクをリクエスト",
  "Reset password":
    "パスワードを再設定",
  "Reset your password":
    "パスワードを再設定",
  "Revoke":
    "取り消す",
  "Revoke all other sessions":
    "他のすべてのセッションを取り消す",
  "Revoked":
    "取り消し済み",
  "Save":
    "保存",
  "Save image":
    "画像を保存",
  "Saved.":
    "保存しました。",
  "Scan this QR code with your authenticator app, or enter the key by hand.":
    "この QR コードを認証アプリでスキャンするか、キーを手動で入力してください。",
  "Select team":
    "チームを選択",
  "Selected team":
    "選択中のチーム",
  "Send a new code":
    "新しいコードを送信",
  "Send email":
    "メールを送信",
  "Send invitation":
    "招待を送信",
  "Send reset link":
    "再設定リンクを送信",
  "Send verification email":
    "確認メールを送信",
  "Set a new password":
    "新しいパスワードを設定",
  "Set a password to sign in with your email and a password.":
    "パスワードを設定すると、メールアドレスとパスワードでサインインできます。",
  "Set password":
    "パスワードを設定",
  "Settings":
    "設定",
  "Show password":
    "パスワードを表示",
  "Sign in":
    "サインイン",
  "Sign in instead":
    "代わりにサインイン",
  "Sign in or create an account to join the team.":
    "チームに参加するには、サインインするかアカウントを作成してください。",
  "Sign in to your account":
    "アカウントにサインイン",
  "Sign in with a code or link sent to your email.":
    "メールで届くコードまたはリンクでサインインします。",
  "Sign in with a passkey":
    "パスキーでサインイン",
  "Sign in with your device's fingerprint, face or screen lock instead of a password.":
    "パスワードの代わりに、デバイスの指紋認証・顔認証・画面ロックでサインインします。",
  "Sign in with {provider}":
    "{provider} でサインイン",
  "Sign out":
    "サインアウト",
  "Sign out of your account on this device.":
    "このデバイスでアカウントからサインアウトします。",
  "Sign up":
    "新規登録",
  "Sign up for new users is not enabled at the moment.":
    "現在、新しいユーザーの登録は受け付けていません。",
  "Sign up is disabled":
    "新規登録は無効です",
  "Sign up with {provider}":
    "{provider} で新規登録",
  "Sign-in failed":
    "サインインに失敗しました",
  "Sign-in method":
    "サインイン方法",
  "Signed in {date}":
    "{date}にサインイン",
  "Signing in asks for a code from your authenticator app.":
    "サインイン時に認証アプリのコードが求められます。",
  "Signing in with a password is turned off for this app. Use another sign-in method.":
    "このアプリではパスワードでのサインインが無効です。別のサインイン方法を使用してください。",
  "Signing in with your passkey failed. Try again or use another method.":
    "パスキーでのサインインに失敗しました。もう一度試すか、別の方法を使用してください。",
  "Signing out...":
    "サインアウトしています…",
  "Signing you in...":
    "サインインしています…",
  "Six-digit code from your authenticator app":
    "認証アプリの 6 桁のコード",
  "Some of what you entered cannot be used. Check the fields and try again.":
    "入力内容の一部を使用できません。各項目を確認して、もう一度お試しください。",
  "Something went wrong. Please try again.":
    "問題が発生しました。もう一度お試しください。",
  "Start signing in again to get here.":
    "ここに来るには、もう一度サインインを始めてください。",
  "Team API keys":
    "チーム API キー",
  "Team API keys let programs act for this team. Keep them secret.":
    "チーム API キーを使うと、プログラムがこのチームとして操作できます。秘密にしてください。",
  "Team image":
    "チーム画像",
  "Team invitation":
    "チームへの招待",
  "Team name":
    "チーム名",
  "Team settings":
    "チーム設定",
  "Teams":
    "チーム",
  "Teams let you work together with other people.":
    "チームを使うと、他の人と一緒に作業できます。",
  "Thank you for confirming your email address.":
    "メールアドレスを確認していただきありがとうございます。",
  "The addresses of your account. The primary one receives account emails.":
    "アカウントのメールアドレスです。アカウント関連のメールはメインのアドレスに届きます。",
  "The current password is wrong. Check it and try again.":
    "現在のパスワードが間違っています。確認して、もう一度お試しください。",
  "The name every member sees.":
    "すべてのメンバーに表示される名前です。",
  "The page you are looking for does not exist.":
    "お探しのページは存在しません。",
  "The sign-in provider did not grant access. Try again and allow access when asked.":
    "サインインサービスがアクセスを許可しませんでした。もう一度試し、確認されたらアクセスを許可してください。",
  "This account has no password. Sign in with an email code or another method.":
    "このアカウントにはパスワードがありません。メールのコードなど別の方法でサインインしてください。",
  "This account is already connected to another user. Sign in with that user, or use another account.":
    "このアカウントは既に別のユーザーと連携されています。そのユーザーでサインインするか、別のアカウントを使用してください。",
  "This code does not match. Check the time on your device and try the newest code.":
    "コードが一致しません。デバイスの時刻を確認し、最新のコードをお試しください。",
  "This code has already been used. Send a new code.":
    "このコードは既に使用されています。新しいコードを送信してください。",
  "This code has expired. Use a different email or send a new code.":
    "このコードは期限切れです。別のメールアドレスを使うか、新しいコードを送信してください。",
  "This code is not right. Check the 6 characters in the newest email.":
    "コードが正しくありません。最新のメールに記載された 6 文字を確認してください。",
  "This code or link has already been used. Ask for a new one.":
    "このコードまたはリンクは既に使用されています。新しいものをリクエストしてください。",
  "This code or link has expired. Ask for a new one.":
    "このコードまたはリンクは期限切れです。新しいものをリクエストしてください。",
  "This code or link is not valid. Check it, or ask for a new one.":
    "このコードまたはリンクは無効です。確認するか、新しいものをリクエストしてください。",
  "This device":
    "このデバイス",
  "This email address is already verified.":
    "このメールアドレスは既に確認済みです。",
  "This email belongs to an account that has not verified it yet, so no code can be sent. Sign in with your password, then verify the address in your account settings.":
    "このメールアドレスはまだ確認されていないアカウントのものなので、コードを送信できません。パスワードでサインインしてから、アカウント設定でアドレスを確認してください。",
  "This file is not an image we can read.":
    "このファイルは読み込める画像ではありません。",
  "This is not your current password. Check it, or reset your password.":
    "現在のパスワードではありません。確認するか、パスワードを再設定してください。",
  "This is the only email you can sign in with. Add another sign-in email or method first.":
    "サインインに使える唯一のメールアドレスです。先に別のサインイン用メールアドレスか方法を追加してください。",
  "This is the session you are using. Sign out instead.":
    "これは現在使用中のセッションです。代わりにサインアウトしてください。",
  "This is your selected team.":
    "これは選択中のチームです。",
  "This link has no invitation code. Use the link from the email.":
    "このリンクには招待コードがありません。メールのリンクを使用してください。",
  "This link has no login code. Run the CLI login again.":
    "このリンクにはログインコードがありません。CLI ログインをもう一度実行してください。",
  "This link has no reset code. Use the link from the email.":
    "このリンクには再設定コードがありません。メールのリンクを使用してください。",
  "This link has no sign-in code. Use the link from the email.":
    "このリンクにはサインインコードがありません。メールのリンクを使用してください。",
  "This link has no verification code. Use the link from the email.":
    "このリンクには確認コードがありません。メールのリンクを使用してください。",
  "This login request has already been used. Start the CLI login again.":
    "このログインリクエストは既に使用されています。CLI ログインをやり直してください。",
  "This login request has expired. Start the CLI login again.":
    "このログインリクエストは期限切れです。CLI ログインをやり直してください。",
  "This login request is not valid. Start the CLI login again.":
    "このログインリクエストは無効です。CLI ログインをやり直してください。",
  "This page's address is not on the app's list of trusted domains. The app's owner must add it.":
    "このページのアドレスはアプリの信頼済みドメインに含まれていません。アプリの管理者が追加する必要があります。",
  "This password does not meet the requirements. Choose a longer or less common one.":
    "このパスワードは要件を満たしていません。もっと長いパスワードか、推測されにくいものを選んでください。",
  "This person is no longer a member of this team. Reload the page.":
    "この人はもうこのチームのメンバーではありません。ページを再読み込みしてください。",
  "This sign-in took too long. Sign in again.":
    "サインインに時間がかかりすぎました。もう一度サインインしてください。",
  "This sign-up was not accepted. Contact the app's support if you think this is a mistake.":
    "この登録は受け付けられませんでした。間違いだと思われる場合は、アプリのサポートにお問い合わせください。",
  "This team has no API keys yet.":
    "このチームには API キーがまだありません。",
  "This team no longer exists. Reload the page.":
    "このチームはもう存在しません。ページを再読み込みしてください。",
  "Toggle theme":
    "テーマを切り替え",
  "Too many wrong attempts. Ask for a new code.":
    "誤った試行が多すぎます。新しいコードをリクエストしてください。",
  "Too many wrong attempts. Send a new code.":
    "誤った試行が多すぎます。新しいコードを送信してください。",
  "Tried {url}":
    "試行した URL: {url}",
  "Try again":
    "もう一度試す",
  "Turn off multi-factor authentication":
    "多要素認証をオフにする",
  "Turn off one-time code sign-in":
    "ワンタイムコードでのサインインをオフにする",
  "Turn off passkey sign-in":
    "パスキーでのサインインをオフにする",
  "Turn on multi-factor authentication":
    "多要素認証をオンにする",
  "Turn on one-time code sign-in":
    "ワンタイムコードでのサインインをオンにする",
  "Unknown location":
    "不明な場所",
  "Unknown recipient":
    "不明な受信者",
  "Unverified":
    "未確認",
  "Update password":
    "パスワードを更新",
  "Upload image":
    "画像をアップロード",
  "Use a different email":
    "別のメールアドレスを使う",
  "Use a shorter name.":
    "もっと短い名前にしてください。",
  "Use a shorter team name.":
    "もっと短いチーム名にしてください。",
  "Use at least {min} characters.":
    "{min} 文字以上にしてください。",
  "Use at most {max} characters.":
    "{max} 文字以内にしてください。",
  "Use for sign-in":
    "サインインに使用",
  "Use one of your emails for sign-in first.":
    "先にいずれかのメールアドレスをサインインに使用してください。",
  "Used for sign-in":
    "サインインに使用中",
  "Verification email sent.":
    "確認メールを送信しました。",
  "Verified":
    "確認済み",
  "Verify":
    "確認",
  "Verify email":
    "メールアドレスを確認",
  "Verify your email":
    "メールアドレスの確認",
  "We email them a link to join this team.":
    "チームに参加するためのリンクをメールで送ります。",
  "We sent a sign-in link and a code to {email}.":
    "{email} にサインインリンクとコードを送信しました。",
  "Wrong email or password. Check both, or reset your password.":
    "メールアドレスまたはパスワードが間違っています。両方を確認するか、パスワードを再設定してください。",
  "Yes, delete my account":
    "はい、アカウントを削除します",
  "You":
    "あなた",
  "You are already a member of this team.":
    "あなたは既にこのチームのメンバーです。",
  "You are already signed in.":
    "既にサインインしています。",
  "You are invited to join {team}.":
    "{team} に招待されています。",
  "You are now a member of this team.":
    "このチームのメンバーになりました。",
  "You are now signed out everywhere else.":
    "他のすべての場所からサインアウトしました。",
  "You are signed in":
    "サインインしています",
  "You are signed out. Sign in again.":
    "サインアウトされています。もう一度サインインしてください。",
  "You can close this window and return to the command line.":
    "このウィンドウを閉じて、コマンドラインに戻ってください。",
  "You can now sign in with your new password.":
    "新しいパスワードでサインインできるようになりました。",
  "You do not have permission to do this in this team. Ask a team admin.":
    "このチームでこの操作を行う権限がありません。チームの管理者に依頼してください。",
  "You joined {team}":
    "{team} に参加しました",
  "You will lose access to this team.":
    "このチームにアクセスできなくなります。",
  "Your API keys":
    "あなたの API キー",
  "Your browser or device could not use a passkey here. Try another method.":
    "お使いのブラウザまたはデバイスでは、ここでパスキーを使用できません。別の方法をお試しください。",
  "Your email has been verified":
    "メールアドレスが確認されました",
  "Your name in this team":
    "このチームでのあなたの名前",
  "Your passkey could not be registered. Try again.":
    "パスキーを登録できませんでした。もう一度お試しください。",
  "Your password has been reset":
    "パスワードが再設定されました",
  "Your session has ended. Sign in again.":
    "セッションが終了しました。もう一度サインインしてください。",
  "Your user is already connected to another account of this provider.":
    "あなたのユーザーは、このプロバイダーの別のアカウントと既に連携されています。",
  "Zoom":
    "ズーム",
};

export default texts;
