class Program_weight_tensor_meta_hidden_states_9:
    name = "hidden_states_9"
    shape = [1, 32, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00022286317902716254
    std = 0.006826728904270458
    data = None
    min_val = -0.019230086356401443
    max_val = 0.023368533700704575


class Program_weight_tensor_meta_result_1:
    name = "result_1"
    shape = [1, 32, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -6.298798889877351e-09
    std = 1.0000203473770155
    data = None
    min_val = -2.92486310005188
    max_val = 8.25375747680664


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
