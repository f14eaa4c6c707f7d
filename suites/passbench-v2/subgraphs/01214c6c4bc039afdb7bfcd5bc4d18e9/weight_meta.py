class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [196, 96, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0005741307085891378
    std = 0.007941915760154515
    data = None
    min_val = -0.025598103180527687
    max_val = 0.03402296081185341


class Program_weight_tensor_meta_L_self_modules_timesformer_modules_encoder_modules_layer_modules_0_modules_temporal_dense_parameters_weight_:
    name = "L_self_modules_timesformer_modules_encoder_modules_layer_modules_0_modules_temporal_dense_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_timesformer_modules_encoder_modules_layer_modules_0_modules_temporal_dense_parameters_bias_:
    name = "L_self_modules_timesformer_modules_encoder_modules_layer_modules_0_modules_temporal_dense_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_embeddings_10:
    name = "embeddings_10"
    shape = [1, 18817, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.00044234637851156593
    std = 0.03801596731123179
    data = None
    min_val = -0.20660243928432465
    max_val = 0.20203255116939545
