class Program_weight_tensor_meta_context_layer_2:
    name = "context_layer_2"
    shape = [196, 96, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.000933595443357884
    std = 0.07631205044433499
    data = None
    min_val = -0.25969943404197693
    max_val = 0.27661678194999695


class Program_weight_tensor_meta_L_self_modules_timesformer_modules_encoder_modules_layer_modules_1_modules_temporal_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_timesformer_modules_encoder_modules_layer_modules_1_modules_temporal_attention_modules_output_modules_dense_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_timesformer_modules_encoder_modules_layer_modules_1_modules_temporal_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_timesformer_modules_encoder_modules_layer_modules_1_modules_temporal_attention_modules_output_modules_dense_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
