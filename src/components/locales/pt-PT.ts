/**
 * Portuguese (Portugal): every text of the components, keyed by its English text. Written for
 * gatehouse; a missing key shows the English text. Loaded only when `lang` picks it.
 */
const texts: Readonly<Record<string, string>> = {
  "A command-line tool is asking to sign in as you. Only continue if you started it.":
    "Uma ferramenta de linha de comandos quer iniciar sessão como si. Continue apenas se foi o utilizador a iniciá-la.",
  "A passkey is your only way to sign in. Set a password or add another sign-in method first.":
    "Uma chave de acesso é a sua única forma de iniciar sessão. Primeiro defina uma palavra-passe ou adicione outro método de início de sessão.",
  "Access denied":
    "Acesso negado",
  "Account already connected":
    "Conta já associada",
  "Account menu":
    "Menu da conta",
  "Account settings":
    "Definições da conta",
  "Active sessions":
    "Sessões ativas",
  "Add email":
    "Adicionar e-mail",
  "Already connected":
    "Já associada",
  "Already have an account?":
    "Já tem uma conta?",
  "An account with this email already exists.":
    "Já existe uma conta com este e-mail.",
  "An error occurred":
    "Ocorreu um erro",
  "Another account already signs in with this email address. Use a different address.":
    "Outra conta já inicia sessão com este e-mail. Utilize outro endereço.",
  "API keys":
    "Chaves de API",
  "API keys let programs act as you. Keep them secret.":
    "As chaves de API permitem que programas atuem em seu nome. Mantenha-as em segredo.",
  "Ask for a code from an authenticator app when signing in.":
    "Pedir um código de uma aplicação de autenticação ao iniciar sessão.",
  "At least {min} characters.":
    "Pelo menos {min} caracteres.",
  "Authorize":
    "Autorizar",
  "Authorize CLI login":
    "Autorizar início de sessão da CLI",
  "Back to sign in":
    "Voltar ao início de sessão",
  "Cancel":
    "Cancelar",
  "Change the password you sign in with.":
    "Altere a palavra-passe com que inicia sessão.",
  "Check your email":
    "Consulte o seu e-mail",
  "Choose a longer or less common password.":
    "Escolha uma palavra-passe mais longa ou menos comum.",
  "CLI login authorized":
    "Início de sessão da CLI autorizado",
  "CLI login failed":
    "Falha no início de sessão da CLI",
  "Code from the email":
    "Código do e-mail",
  "Confirm and turn on":
    "Confirmar e ativar",
  "Confirm that this is your email address.":
    "Confirme que este é o seu endereço de e-mail.",
  "Continue":
    "Continuar",
  "Continue to sign in with the link from your email.":
    "Continue o início de sessão com a ligação do seu e-mail.",
  "Copy this key now. It will not be shown again.":
    "Copie esta chave agora. Não voltará a ser mostrada.",
  "Could not reach the server. Check your connection and try again.":
    "Não foi possível contactar o servidor. Verifique a sua ligação e tente novamente.",
  "Create a new account":
    "Criar uma conta nova",
  "Create a team":
    "Criar uma equipa",
  "Create a team API key":
    "Criar uma chave de API da equipa",
  "Create an account":
    "Criar uma conta",
  "Create an API key":
    "Criar uma chave de API",
  "Create API key":
    "Criar chave de API",
  "Create team":
    "Criar equipa",
  "Current password":
    "Palavra-passe atual",
  "Current team":
    "Equipa atual",
  "Delete account":
    "Eliminar conta",
  "Deleting your account removes all its data. This cannot be undone.":
    "Eliminar a sua conta apaga todos os dados. Esta ação não pode ser anulada.",
  "Describe what the key is for.":
    "Descreva para que serve a chave.",
  "Description":
    "Descrição",
  "Details":
    "Detalhes",
  "Devices and browsers signed in to your account.":
    "Dispositivos e navegadores com sessão iniciada na sua conta.",
  "Display name":
    "Nome a apresentar",
  "Don't have an account?":
    "Não tem uma conta?",
  "Drag the image or use the arrow keys to choose what shows. Zoom with the slider or the + and - keys.":
    "Arraste a imagem ou utilize as setas para escolher o que aparece. Faça zoom com o controlo deslizante ou com as teclas + e -.",
  "Email":
    "E-mail",
  "Email & password":
    "E-mail e palavra-passe",
  "Email address to invite":
    "E-mail da pessoa a convidar",
  "Email code":
    "Código por e-mail",
  "Emails":
    "E-mails",
  "Emails & auth":
    "E-mails e autenticação",
  "Ends in {lastFour}":
    "Termina em {lastFour}",
  "Enter a password.":
    "Introduza uma palavra-passe.",
  "Enter a team name.":
    "Introduza um nome para a equipa.",
  "Enter a valid email address, like name@example.com.":
    "Introduza um e-mail válido, como nome@exemplo.com.",
  "Enter the 6 characters from the email.":
    "Introduza os 6 caracteres do e-mail.",
  "Enter the six digits your authenticator app shows.":
    "Introduza os seis dígitos que a sua aplicação de autenticação mostra.",
  "Enter your current password.":
    "Introduza a sua palavra-passe atual.",
  "Enter your email address.":
    "Introduza o seu e-mail.",
  "Enter your password.":
    "Introduza a sua palavra-passe.",
  "Error code: {code}":
    "Código de erro: {code}",
  "Expired":
    "Expirada",
  "Expires":
    "Expira",
  "Expires {date}":
    "Expira em {date}",
  "Forgot password?":
    "Esqueceu-se da palavra-passe?",
  "Go home":
    "Ir para o início",
  "Guest accounts are turned off for this app. Create an account instead.":
    "As contas de convidado estão desativadas nesta aplicação. Crie uma conta.",
  "Hide password":
    "Ocultar palavra-passe",
  "Home":
    "Início",
  "How you appear to others.":
    "Como os outros o veem.",
  "If an account uses {email}, we sent it a link to reset the password.":
    "Se alguma conta utiliza {email}, enviámos-lhe uma ligação para repor a palavra-passe.",
  "Ignore":
    "Ignorar",
  "Image position":
    "Posição da imagem",
  "Impersonation":
    "Representação",
  "In {days} days":
    "Em {days} dias",
  "Invalid CLI login link":
    "Ligação de início de sessão da CLI inválida",
  "Invalid password reset link":
    "Ligação de reposição da palavra-passe inválida",
  "Invalid sign-in link":
    "Ligação de início de sessão inválida",
  "Invalid team invitation link":
    "Ligação de convite para equipa inválida",
  "Invalid verification link":
    "Ligação de verificação inválida",
  "Invitation sent to {email}.":
    "Convite enviado para {email}.",
  "Invite a member":
    "Convidar um membro",
  "IP address {ip}":
    "Endereço IP {ip}",
  "Join team":
    "Aderir à equipa",
  "Key":
    "Chave",
  "Last used":
    "Último usado",
  "Last used {date}":
    "Último uso {date}",
  "Leave team":
    "Sair da equipa",
  "Loading":
    "A carregar",
  "Make primary":
    "Tornar principal",
  "Make this my selected team":
    "Selecionar esta equipa",
  "Members":
    "Membros",
  "Multi-factor authentication":
    "Autenticação multifator",
  "Multi-factor authentication is on.":
    "A autenticação multifator está ativada.",
  "My profile":
    "Meu perfil",
  "Never":
    "Nunca",
  "Never expires":
    "Não expira",
  "New accounts cannot be created for this app right now. Sign in with an existing account.":
    "De momento não é possível criar contas novas nesta aplicação. Inicie sessão com uma conta existente.",
  "New API key":
    "Nova chave de API",
  "New email address":
    "Novo endereço de e-mail",
  "New password":
    "Nova palavra-passe",
  "No account uses this email address. Check it, or create an account.":
    "Nenhuma conta utiliza este e-mail. Verifique-o ou crie uma conta.",
  "No account uses this email, and new accounts cannot be created right now. Check the address.":
    "Nenhuma conta utiliza este e-mail e, de momento, não é possível criar contas novas. Verifique o endereço.",
  "No API keys yet.":
    "Ainda não há chaves de API.",
  "No name":
    "Sem nome",
  "No sign-in in progress":
    "Nenhum início de sessão em curso",
  "No sign-in method is enabled for this project.":
    "Nenhum método de início de sessão está ativado neste projeto.",
  "No team selected":
    "Nenhuma equipa selecionada",
  "No teams yet":
    "Ainda não há equipas",
  "Not signed in":
    "Sessão não iniciada",
  "One-time code sign-in":
    "Início de sessão com código de utilização única",
  "One-time code sign-in is off.":
    "O início de sessão com código de utilização única está desativado.",
  "One-time code sign-in is on.":
    "O início de sessão com código de utilização única está ativado.",
  "One-time codes are your only way to sign in. Set a password or add another sign-in method first.":
    "Os códigos de utilização única são a sua única forma de iniciar sessão. Primeiro defina uma palavra-passe ou adicione outro método de início de sessão.",
  "Or continue with":
    "Ou continue com",
  "Other members see this name instead of your display name.":
    "Os outros membros veem este nome em vez do seu nome a apresentar.",
  "Page not found":
    "Página não encontrada",
  "Passkey":
    "Chave de acesso",
  "Passkey sign-in is on.":
    "O início de sessão com chave de acesso está ativado.",
  "Passkeys are turned off for this app. Use another sign-in method.":
    "As chaves de acesso estão desativadas nesta aplicação. Utilize outro método de início de sessão.",
  "Password":
    "Palavra-passe",
  "Password saved.":
    "Palavra-passe guardada.",
  "Password too long. Use at most {max} characters.":
    "Palavra-passe demasiado longa. Utilize no máximo {max} caracteres.",
  "Password too short. Use at least {min} characters.":
    "Palavra-passe demasiado curta. Utilize pelo menos {min} caracteres.",
  "Passwords do not match.":
    "As palavras-passe não coincidem.",
  "Pending invitations":
    "Convites pendentes",
  "Primary":
    "Principal",
  "Profile image":
    "Fotografia de perfil",
  "QR code for your authenticator app":
    "Código QR para a sua aplicação de autenticação",
  "Register a passkey":
    "Registrar uma chave de acesso",
  "Register another passkey":
    "Registrar outra chave de acesso",
  "Remove":
    "Remover",
  "Remove image":
    "Remover imagem",
  "Repeat new password":
    "Repita a nova palavra-passe",
  "Repeat password":
    "Repita a palavra-passe",
  "Request a new link":
    "Pedir uma nova ligação",
  "Reset password":
    "Repor palavra-passe",
  "Reset your password":
    "Reponha a sua palavra-passe",
  "Revoke":
    "Revogar",
  "Revoke all other sessions":
    "Revogar todas as outras sessões",
  "Revoked":
    "Revogada",
  "Save":
    "Guardar",
  "Save image":
    "Guardar imagem",
  "Saved.":
    "Guardado.",
  "Scan this QR code with your authenticator app, or enter the key by hand.":
    "Digitalize este código QR com a sua aplicação de autenticação ou introduza a chave manualmente.",
  "Select team":
    "Selecionar equipa",
  "Selected team":
    "Equipa selecionada",
  "Send a new code":
    "Enviar um novo código",
  "Send email":
    "Enviar e-mail",
  "Send invitation":
    "Enviar convite",
  "Send reset link":
    "Enviar ligação de reposição",
  "Send verification email":
    "Enviar e-mail de verificação",
  "Set a new password":
    "Defina uma nova palavra-passe",
  "Set a password to sign in with your email and a password.":
    "Defina uma palavra-passe para iniciar sessão com o seu e-mail e uma palavra-passe.",
  "Set password":
    "Definir palavra-passe",
  "Settings":
    "Definições",
  "Show password":
    "Mostrar palavra-passe",
  "Sign in":
    "Iniciar sessão",
  "Sign in instead":
    "Iniciar sessão",
  "Sign in or create an account to join the team.":
    "Inicie sessão ou crie uma conta para aderir à equipa.",
  "Sign in to your account":
    "Inicie sessão na sua conta",
  "Sign in with a code or link sent to your email.":
    "Inicie sessão com um código ou ligação enviados para o seu e-mail.",
  "Sign in with a passkey":
    "Iniciar sessão com uma chave de acesso",
  "Sign in with your device's fingerprint, face or screen lock instead of a password.":
    "Inicie sessão com a impressão digital, o rosto ou o bloqueio de ecrã do seu dispositivo em vez de uma palavra-passe.",
  "Sign in with {provider}":
    "Iniciar sessão com {provider}",
  "Sign out":
    "Terminar sessão",
  "Sign out of your account on this device.":
    "Termine a sessão da sua conta neste dispositivo.",
  "Sign up":
    "Registar",
  "Sign up for new users is not enabled at the moment.":
    "O registo de novos utilizadores não está disponível de momento.",
  "Sign up is disabled":
    "O registo está desativado",
  "Sign up with {provider}":
    "Registar com {provider}",
  "Sign-in failed":
    "Falha no início de sessão",
  "Sign-in method":
    "Método de início de sessão",
  "Signed in {date}":
    "Sessão iniciada {date}",
  "Signing in asks for a code from your authenticator app.":
    "Ao iniciar sessão, é pedido um código da sua aplicação de autenticação.",
  "Signing in with a password is turned off for this app. Use another sign-in method.":
    "O início de sessão com palavra-passe está desativado nesta aplicação. Utilize outro método de início de sessão.",
  "Signing in with your passkey failed. Try again or use another method.":
    "O início de sessão com a sua chave de acesso falhou. Tente novamente ou utilize outro método.",
  "Signing out...":
    "A terminar sessão…",
  "Signing you in...":
    "A iniciar sessão…",
  "Six-digit code from your authenticator app":
    "Código de seis dígitos da sua aplicação de autenticação",
  "Some of what you entered cannot be used. Check the fields and try again.":
    "Alguns dados introduzidos não podem ser utilizados. Verifique os campos e tente novamente.",
  "Something went wrong. Please try again.":
    "Algo correu mal. Tente novamente.",
  "Start signing in again to get here.":
    "Volte a iniciar sessão para chegar aqui.",
  "Team API keys":
    "Chaves de API da equipa",
  "Team API keys let programs act for this team. Keep them secret.":
    "As chaves de API da equipa permitem que programas atuem por esta equipa. Mantenha-as em segredo.",
  "Team image":
    "Imagem da equipa",
  "Team invitation":
    "Convite para equipa",
  "Team name":
    "Nome da equipa",
  "Team settings":
    "Definições da equipa",
  "Teams":
    "Equipas",
  "Teams let you work together with other people.":
    "As equipas permitem-lhe trabalhar com outras pessoas.",
  "Thank you for confirming your email address.":
    "Obrigado por confirmar seu endereço de e-mail.",
  "The addresses of your account. The primary one receives account emails.":
    "Os endereços da sua conta. O principal recebe os e-mails da conta.",
  "The current password is wrong. Check it and try again.":
    "A palavra-passe atual está errada. Verifique-a e tente novamente.",
  "The name every member sees.":
    "O nome que todos os membros veem.",
  "The page you are looking for does not exist.":
    "A página que procura não existe.",
  "The sign-in provider did not grant access. Try again and allow access when asked.":
    "O fornecedor de início de sessão não concedeu acesso. Tente novamente e permita o acesso quando lhe for pedido.",
  "This account has no password. Sign in with an email code or another method.":
    "Esta conta não tem palavra-passe. Inicie sessão com um código por e-mail ou outro método.",
  "This account is already connected to another user. Sign in with that user, or use another account.":
    "Esta conta já está associada a outro utilizador. Inicie sessão com esse utilizador ou utilize outra conta.",
  "This code does not match. Check the time on your device and try the newest code.":
    "Este código não corresponde. Verifique a hora do seu dispositivo e experimente o código mais recente.",
  "This code has already been used. Send a new code.":
    "Este código já foi utilizado. Envie um novo código.",
  "This code has expired. Use a different email or send a new code.":
    "Este código expirou. Utilize outro e-mail ou envie um novo código.",
  "This code is not right. Check the 6 characters in the newest email.":
    "Este código não está certo. Confira os 6 caracteres do e-mail mais recente.",
  "This code or link has already been used. Ask for a new one.":
    "Este código ou ligação já foi utilizado. Peça um novo.",
  "This code or link has expired. Ask for a new one.":
    "Este código ou ligação expirou. Peça um novo.",
  "This code or link is not valid. Check it, or ask for a new one.":
    "Este código ou ligação não é válido. Verifique-o ou peça um novo.",
  "This device":
    "Este dispositivo",
  "This email address is already verified.":
    "Este endereço de e-mail já está verificado.",
  "This email belongs to an account that has not verified it yet, so no code can be sent. Sign in with your password, then verify the address in your account settings.":
    "Este e-mail pertence a uma conta que ainda não o verificou, por isso não é possível enviar um código. Inicie sessão com a sua palavra-passe e depois verifique o endereço nas definições da conta.",
  "This file is not an image we can read.":
    "Este ficheiro não é uma imagem que consigamos ler.",
  "This is not your current password. Check it, or reset your password.":
    "Esta não é a sua palavra-passe atual. Verifique-a ou reponha a sua palavra-passe.",
  "This is the only email you can sign in with. Add another sign-in email or method first.":
    "Este é o único e-mail com que pode iniciar sessão. Primeiro adicione outro e-mail ou método de início de sessão.",
  "This is the session you are using. Sign out instead.":
    "Esta é a sessão que está a utilizar. Em vez disso, termine sessão.",
  "This is your selected team.":
    "Esta é a sua equipa selecionada.",
  "This link has no invitation code. Use the link from the email.":
    "Esta ligação não tem código de convite. Utilize a ligação do e-mail.",
  "This link has no login code. Run the CLI login again.":
    "Esta ligação não tem código de início de sessão. Execute novamente o início de sessão da CLI.",
  "This link has no reset code. Use the link from the email.":
    "Esta ligação não tem código de reposição. Utilize a ligação do e-mail.",
  "This link has no sign-in code. Use the link from the email.":
    "Esta ligação não tem código de início de sessão. Utilize a ligação do e-mail.",
  "This link has no verification code. Use the link from the email.":
    "Esta ligação não tem código de verificação. Utilize a ligação do e-mail.",
  "This login request has already been used. Start the CLI login again.":
    "Este pedido de início de sessão já foi utilizado. Comece novamente o início de sessão da CLI.",
  "This login request has expired. Start the CLI login again.":
    "Este pedido de início de sessão expirou. Comece novamente o início de sessão da CLI.",
  "This login request is not valid. Start the CLI login again.":
    "Este pedido de início de sessão não é válido. Comece novamente o início de sessão da CLI.",
  "This page's address is not on the app's list of trusted domains. The app's owner must add it.":
    "O endereço desta página não está na lista de domínios fidedignos da aplicação. O responsável pela aplicação tem de o adicionar.",
  "This password does not meet the requirements. Choose a longer or less common one.":
    "Esta palavra-passe não cumpre os requisitos. Escolha uma mais longa ou menos comum.",
  "This person is no longer a member of this team. Reload the page.":
    "Esta pessoa já não é membro desta equipa. Recarregue a página.",
  "This sign-in took too long. Sign in again.":
    "O início de sessão demorou demasiado. Inicie sessão novamente.",
  "This sign-up was not accepted. Contact the app's support if you think this is a mistake.":
    "Este registo não foi aceite. Contacte o suporte da aplicação se achar que é um engano.",
  "This team has no API keys yet.":
    "Esta equipa ainda não tem chaves de API.",
  "This team no longer exists. Reload the page.":
    "Esta equipa já não existe. Recarregue a página.",
  "Toggle theme":
    "Alternar tema",
  "Too many wrong attempts. Ask for a new code.":
    "Demasiadas tentativas erradas. Peça um novo código.",
  "Too many wrong attempts. Send a new code.":
    "Demasiadas tentativas erradas. Envie um novo código.",
  "Tried {url}":
    "Tentou {url}",
  "Try again":
    "Tentar novamente",
  "Turn off multi-factor authentication":
    "Desativar a autenticação multifator",
  "Turn off one-time code sign-in":
    "Desativar o início de sessão com código de utilização única",
  "Turn off passkey sign-in":
    "Desativar o início de sessão com chave de acesso",
  "Turn on multi-factor authentication":
    "Ativar a autenticação multifator",
  "Turn on one-time code sign-in":
    "Ativar o início de sessão com código de utilização única",
  "Unknown location":
    "Local desconhecido",
  "Unknown recipient":
    "Destinatário desconhecido",
  "Unverified":
    "Não verificado",
  "Update password":
    "Atualizar palavra-passe",
  "Upload image":
    "Carregar imagem",
  "Use a different email":
    "Utilizar outro e-mail",
  "Use a shorter name.":
    "Utilize um nome mais curto.",
  "Use a shorter team name.":
    "Utilize um nome de equipa mais curto.",
  "Use at least {min} characters.":
    "Utilize pelo menos {min} caracteres.",
  "Use at most {max} characters.":
    "Utilize no máximo {max} caracteres.",
  "Use for sign-in":
    "Utilizar para iniciar sessão",
  "Use one of your emails for sign-in first.":
    "Primeiro utilize um dos seus e-mails para iniciar sessão.",
  "Used for sign-in":
    "Utilizado para iniciar sessão",
  "Verification email sent.":
    "E-mail de verificação enviado.",
  "Verified":
    "Verificado",
  "Verify":
    "Verificar",
  "Verify email":
    "Verificar e-mail",
  "Verify your email":
    "Verifique seu e-mail",
  "We email them a link to join this team.":
    "Enviaremos por e-mail uma ligação para a pessoa aderir a esta equipa.",
  "We sent a sign-in link and a code to {email}.":
    "Enviámos uma ligação de início de sessão e um código para {email}.",
  "Wrong email or password. Check both, or reset your password.":
    "E-mail ou palavra-passe incorretos. Verifique ambos ou reponha a sua palavra-passe.",
  "Yes, delete my account":
    "Sim, eliminar a minha conta",
  "You":
    "Você",
  "You are already a member of this team.":
    "Já é membro desta equipa.",
  "You are already signed in.":
    "Já tem sessão iniciada.",
  "You are invited to join {team}.":
    "Foi convidado para aderir a {team}.",
  "You are now a member of this team.":
    "Agora é membro desta equipa.",
  "You are now signed out everywhere else.":
    "Terminou sessão em todos os outros locais.",
  "You are signed in":
    "Sessão iniciada",
  "You are signed out. Sign in again.":
    "A sua sessão foi terminada. Inicie sessão novamente.",
  "You can close this window and return to the command line.":
    "Pode fechar esta janela e voltar à linha de comandos.",
  "You can now sign in with your new password.":
    "Já pode iniciar sessão com a sua nova palavra-passe.",
  "You do not have permission to do this in this team. Ask a team admin.":
    "Não tem permissão para fazer isto nesta equipa. Peça a um administrador da equipa.",
  "You joined {team}":
    "Aderiu a {team}",
  "You will lose access to this team.":
    "Perderá o acesso a esta equipa.",
  "Your API keys":
    "As suas chaves de API",
  "Your browser or device could not use a passkey here. Try another method.":
    "O seu navegador ou dispositivo não consegue utilizar uma chave de acesso aqui. Experimente outro método.",
  "Your email has been verified":
    "O seu e-mail foi verificado",
  "Your name in this team":
    "O seu nome nesta equipa",
  "Your passkey could not be registered. Try again.":
    "Não foi possível registar a sua chave de acesso. Tente novamente.",
  "Your password has been reset":
    "A sua palavra-passe foi reposta",
  "Your session has ended. Sign in again.":
    "A sua sessão terminou. Inicie sessão novamente.",
  "Your user is already connected to another account of this provider.":
    "O seu utilizador já está associado a outra conta deste fornecedor.",
  "Zoom":
    "Zoom",
};

export default texts;
