class Program_weight_tensor_meta_embeddings_2:
    name = "embeddings_2"
    shape = [1, 16, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00015070883234624688
    std = 0.005721675615757004
    data = None
    min_val = -0.02264363318681717
    max_val = 0.022699620574712753


class Program_weight_tensor_meta_attn_output_64:
    name = "attn_output_64"
    shape = [1, 16, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -9.743519363736297e-05
    std = 0.0035693190671512256
    data = None
    min_val = -0.02345094084739685
    max_val = 0.02075275033712387


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
