class Program_weight_tensor_meta_score_smooth:
    name = "score_smooth"
    shape = [1, 128, 256, 65]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.009841631129537431
    std = 0.0005252769183479464
    data = None
    min_val = -0.012283633463084698
    max_val = -0.00866645947098732


class Program_weight_tensor_meta_score_detail:
    name = "score_detail"
    shape = [1, 128, 256, 65]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00029760694706524113
    std = 0.0032311437476972888
    data = None
    min_val = -0.03352752700448036
    max_val = 0.0208775345236063


class Program_weight_tensor_meta_L_self_modules_projector_scale:
    name = "L_self_modules_projector_scale"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.125
    std = 0.0
    data = [0.125]
