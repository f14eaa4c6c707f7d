class Program_weight_tensor_meta_queries:
    name = "queries"
    shape = [1, 1, 6, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -4.145069472845838e-11
    std = 0.007108478407463463
    data = None
    min_val = -0.023482631891965866
    max_val = 0.02051815576851368


class Program_weight_tensor_meta_attn_output_45:
    name = "attn_output_45"
    shape = [1, 1, 6, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.496124850633814e-07
    std = 9.942684834987892e-06
    data = None
    min_val = -2.7296027838019654e-05
    max_val = 3.036917951249052e-05


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm2_parameters_weight_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_mask_decoder_modules_transformer_modules_layers_modules_0_modules_layer_norm2_parameters_bias_"
    shape = [256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
