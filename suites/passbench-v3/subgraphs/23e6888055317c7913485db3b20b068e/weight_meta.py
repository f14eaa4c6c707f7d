class Program_weight_tensor_meta_L_hidden_states_:
    name = "L_hidden_states_"
    shape = [1, 512, 50]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0017949511107061512
    std = 0.0200148052745911
    data = None


class Program_weight_tensor_meta_x:
    name = "x"
    shape = [512, 256, 16]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.227251018920831e-05
    std = 0.009022340492446865
    data = None
    min_val = -0.04767698049545288
    max_val = 0.04689985141158104


class Program_weight_tensor_meta_L_self_modules_conv_parameters_bias_:
    name = "L_self_modules_conv_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
