class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [196, 8, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.3346880973033102e-05
    std = 0.0047901248587690175
    data = None
    min_val = -0.02245352417230606
    max_val = 0.023565825074911118


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_temporal_dense_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_temporal_dense_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.290350824704382e-06
    std = 0.020010416080225423
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_temporal_dense_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_temporal_dense_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_embeddings_10:
    name = "embeddings_10"
    shape = [1, 1569, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 6.31337135948302e-05
    std = 0.022532899004977805
    data = None
    min_val = -0.10862091183662415
    max_val = 0.1104511097073555
