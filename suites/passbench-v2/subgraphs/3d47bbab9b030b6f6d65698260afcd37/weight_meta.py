class Program_weight_tensor_meta_L_self_modules_decoder_transformer_modules_layers_modules_1_modules_mlp_layer_scale_parameters_scale_:
    name = "L_self_modules_decoder_transformer_modules_layers_modules_1_modules_mlp_layer_scale_parameters_scale_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.009999999776482582
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_states_14:
    name = "hidden_states_14"
    shape = [1, 144, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.965713669046917e-05
    std = 0.008245986016354224
    data = None
    min_val = -0.03430407494306564
    max_val = 0.03236760199069977


class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 144, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0005539346834922132
    std = 0.1407624116805442
    data = None
    min_val = -1.2336784601211548
    max_val = 1.1746786832809448
