class Program_weight_tensor_meta_embeddings_2:
    name = "embeddings_2"
    shape = [2, 7, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0006838449223345205
    std = 0.12282328210343348
    data = None
    min_val = -0.4512188136577606
    max_val = 0.4611758291721344


class Program_weight_tensor_meta_attn_output_52:
    name = "attn_output_52"
    shape = [2, 7, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00023790990579863362
    std = 0.07460541985877671
    data = None
    min_val = -0.22955185174942017
    max_val = 0.24411554634571075


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.684
    std = 0.26
    data = None


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_layer_norm2_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.008
    std = 0.524
    data = None
