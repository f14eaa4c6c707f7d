class Program_weight_tensor_meta_residual_temporal_6:
    name = "residual_temporal_6"
    shape = [1, 1568, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.3432093843549157e-05
    std = 0.004845191272841747
    data = None
    min_val = -0.021251842379570007
    max_val = 0.02161049097776413


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_3_modules_temporal_dense_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_3_modules_temporal_dense_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.7146011719806075e-05
    std = 0.02000176595475163
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_3_modules_temporal_dense_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_3_modules_temporal_dense_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_layer_output_5:
    name = "layer_output_5"
    shape = [1, 1569, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -9.966906137339073e-05
    std = 0.031252675244626923
    data = None
    min_val = -0.15245890617370605
    max_val = 0.15504814684391022
