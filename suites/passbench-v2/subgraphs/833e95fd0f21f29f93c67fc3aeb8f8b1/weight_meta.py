class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 144, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.717938461240662e-10
    std = 0.9997363929034763
    data = None
    min_val = -7.781984329223633
    max_val = 7.518749237060547


class Program_weight_tensor_meta_L_self_modules_decoder_transformer_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_decoder_transformer_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00010270673072621442
    std = 0.019960430318148835
    data = None


class Program_weight_tensor_meta_cos_2:
    name = "cos_2"
    shape = [1, 144, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.495123513287884
    std = 0.6809733409854359
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_sin_2:
    name = "sin_2"
    shape = [1, 144, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.16687321637032446
    std = 0.5131863703871787
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999983310699463
