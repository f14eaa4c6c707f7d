class Program_weight_tensor_meta_query_layer:
    name = "query_layer"
    shape = [1, 4, 45, 8]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.006377592005285098
    std = 0.02711042527228088
    data = None
    min_val = -0.07018537074327469
    max_val = 0.09529099613428116


class Program_weight_tensor_meta_transpose:
    name = "transpose"
    shape = [1, 4, 8, 45]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.004093686193603692
    std = 0.021020009339006964
    data = None
    min_val = -0.06404236704111099
    max_val = 0.07252795994281769


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_relative_positions_encoding_buffers_positions_encoding_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_relative_positions_encoding_buffers_positions_encoding_"
    shape = [128, 128, 8]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.344
    std = 0.618
    data = None
