class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [2, 34, 1536]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.03148274480757327
    std = 0.06457162086247172
    data = None
    min_val = -0.16975589096546173
    max_val = 0.3722517192363739


class Program_weight_tensor_meta_L_self_modules_bert_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_bert_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_weight_"
    shape = [384, 1536]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.042
    data = None


class Program_weight_tensor_meta_L_self_modules_bert_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_bert_modules_encoder_modules_layer_modules_0_modules_output_modules_dense_parameters_bias_"
    shape = [384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.058
    data = None
