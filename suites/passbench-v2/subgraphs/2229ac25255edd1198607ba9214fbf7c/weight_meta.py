class Program_weight_tensor_meta_attn_output_6:
    name = "attn_output_6"
    shape = [1, 128, 12, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0007430558582816037
    std = 0.06480251982746306
    data = None
    min_val = -0.21443340182304382
    max_val = 0.22801557183265686


class Program_weight_tensor_meta_L_self_modules_question_encoder_modules_bert_model_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_question_encoder_modules_bert_model_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -5.483164233761505e-06
    std = 0.020008385821952336
    data = None


class Program_weight_tensor_meta_L_self_modules_question_encoder_modules_bert_model_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_question_encoder_modules_bert_model_modules_encoder_modules_layer_modules_1_modules_attention_modules_output_modules_dense_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
