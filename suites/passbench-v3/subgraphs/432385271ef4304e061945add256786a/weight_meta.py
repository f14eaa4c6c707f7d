class Program_weight_tensor_meta_hidden_states_5:
    name = "hidden_states_5"
    shape = [1, 128, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 9.348095475705581e-06
    std = 0.020686065055233762
    data = None
    min_val = -0.27558717131614685
    max_val = 0.27921637892723083


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_1_modules_DenseReluDense_modules_wo_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_1_modules_DenseReluDense_modules_wo_parameters_weight_"
    shape = [512, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -4.704667676415304e-05
    std = 0.03127531832804137
    data = None
