class Program_weight_tensor_meta_norm_hidden_states_50:
    name = "norm_hidden_states_50"
    shape = [1, 77, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.007319818751070316
    std = 0.8919575664091306
    data = None
    min_val = -3.6743314266204834
    max_val = 4.136164665222168


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_attention_modules_q_proj_parameters_weight_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_1_modules_attention_modules_q_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.59326634936245e-05
    std = 0.020004662060391306
    data = None
