class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 64, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.38159745990777577
    std = 0.1626905274151496
    data = None
    min_val = -0.2470833659172058
    max_val = 1.023073434829712


class Program_weight_tensor_meta_attn_output_4:
    name = "attn_output_4"
    shape = [1, 64, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.9336397422871816e-05
    std = 0.0015383579296521718
    data = None
    min_val = -0.006071365904062986
    max_val = 0.005305283237248659


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
