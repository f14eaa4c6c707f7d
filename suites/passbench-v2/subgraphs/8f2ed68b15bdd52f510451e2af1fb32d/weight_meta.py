class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 17, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -4.205707364068236e-09
    std = 1.0000552158538665
    data = None
    min_val = -4.1909918785095215
    max_val = 3.9296066761016846


class Program_weight_tensor_meta_L_self_modules_encoder_transformer_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_encoder_transformer_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.7420684934889817e-06
    std = 0.02000634287154718
    data = None


class Program_weight_tensor_meta_cos_2:
    name = "cos_2"
    shape = [1, 17, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.7326645471347386
    std = 0.5427393091914511
    data = None
    min_val = -0.9997860789299011
    max_val = 1.0


class Program_weight_tensor_meta_sin_2:
    name = "sin_2"
    shape = [1, 17, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.15947999967829674
    std = 0.3789532565657098
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999465346336365
