class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 256, 8, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.5195347421685635e-05
    std = 0.007621447112002367
    data = None
    min_val = -0.026250895112752914
    max_val = 0.024953363463282585


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_attention_modules_out_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.2556712938108262e-05
    std = 0.02000312709741057
    data = None
