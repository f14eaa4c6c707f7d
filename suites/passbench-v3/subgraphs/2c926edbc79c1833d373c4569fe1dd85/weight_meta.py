class Program_weight_tensor_meta_normed_hidden_states:
    name = "normed_hidden_states"
    shape = [1, 128, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0007793831883985414
    std = 0.9999947937865282
    data = None
    min_val = -4.080246925354004
    max_val = 3.980454921722412


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_q_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_q_parameters_weight_"
    shape = [384, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 9.480239001474818e-06
    std = 0.005514488809401745
    data = None
