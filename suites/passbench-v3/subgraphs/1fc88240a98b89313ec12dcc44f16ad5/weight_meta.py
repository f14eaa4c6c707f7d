class Program_weight_tensor_meta_q_4:
    name = "q_4"
    shape = [1, 384, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0007405039993187472
    std = 0.07906371081843892
    data = None
    min_val = -0.21355614066123962
    max_val = 0.2549479901790619


class Program_weight_tensor_meta_modulator_4:
    name = "modulator_4"
    shape = [1, 384, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 3.5059389472646765e-08
    std = 1.0374785989969738e-06
    data = None
    min_val = -3.5099669730698224e-06
    max_val = 3.6825661027251044e-06
