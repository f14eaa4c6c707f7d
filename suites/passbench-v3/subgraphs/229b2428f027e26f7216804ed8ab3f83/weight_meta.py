class Program_weight_tensor_meta_hidden_states_5:
    name = "hidden_states_5"
    shape = [1, 128, 4096]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.079426552868191
    std = 0.11671724188189497
    data = None
    min_val = 0.0
    max_val = 0.9385146498680115


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_1_modules_DenseReluDense_modules_wo_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_1_modules_DenseReluDense_modules_wo_parameters_weight_"
    shape = [1024, 4096]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0150026331432595e-05
    std = 0.01563267789251848
    data = None
