class Program_weight_tensor_meta_hidden_states_105:
    name = "hidden_states_105"
    shape = [1, 20, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 4.616100341081619e-06
    std = 0.02874922790855847
    data = None
    min_val = -0.1171875
    max_val = 0.1162109375


class Program_weight_tensor_meta_rsqrt_35:
    name = "rsqrt_35"
    shape = [1, 20, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 34.95057315826416
    std = 2.855550870083878
    data = [27.83633804321289, 29.709318161010742, 31.4199275970459, 32.45674133300781, 33.68526077270508, 34.108821868896484, 34.245113372802734, 34.11468505859375, 35.34539794921875, 35.500370025634766, 35.415626525878906, 35.546382904052734, 36.53135299682617, 36.58419418334961, 37.69801712036133, 37.0256462097168, 37.428688049316406, 37.86799621582031, 37.90314483642578, 38.58843994140625]
    min_val = 27.83633804321289
    max_val = 38.58843994140625


class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_12_modules_ffn_norm_parameters_weight_:
    name = "L_self_modules_model_modules_layers_modules_12_modules_ffn_norm_parameters_weight_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
