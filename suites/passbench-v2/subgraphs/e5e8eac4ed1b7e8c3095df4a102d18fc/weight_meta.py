class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 18, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_L_self_modules_decoder_transformer_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_decoder_transformer_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.358451063861895e-05
    std = 0.019999305091641318
    data = None


class Program_weight_tensor_meta_cos_2:
    name = "cos_2"
    shape = [1, 18, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.7264585035154596
    std = 0.5484597604534808
    data = None
    min_val = -0.9997860789299011
    max_val = 1.0


class Program_weight_tensor_meta_sin_2:
    name = "sin_2"
    shape = [1, 18, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.15878036982455038
    std = 0.38291922550953944
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999465346336365
