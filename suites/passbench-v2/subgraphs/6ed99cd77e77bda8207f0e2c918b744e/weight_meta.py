class Program_weight_tensor_meta_pow_4:
    name = "pow_4"
    shape = [1, 128, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.20089687615800433
    std = 0.2830107982153692
    data = None
    min_val = 2.684297784050216e-10
    max_val = 4.227453708648682


class Program_weight_tensor_meta_attention_output_1:
    name = "attention_output_1"
    shape = [1, 128, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0023186769142387043
    std = 0.4482109242168715
    data = None
    min_val = -2.056077241897583
    max_val = 1.967407464981079


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_layer_modules_1_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_1_modules_layer_modules_1_modules_layer_norm_parameters_weight_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None
