class Program_weight_tensor_meta_query_layer:
    name = "query_layer"
    shape = [1, 4, 10, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.013712373663838661
    std = 0.21933381556086598
    data = None
    min_val = -0.8217064142227173
    max_val = 0.8269153833389282


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [1, 4, 10, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0015680429600706703
    std = 0.21142425391798145
    data = None
    min_val = -0.7951148152351379
    max_val = 0.70386803150177


class Program_weight_tensor_meta_value_layer:
    name = "value_layer"
    shape = [1, 4, 10, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.012756236487621208
    std = 0.1946889201525163
    data = None
    min_val = -0.8353837728500366
    max_val = 0.622136116027832


class Program_weight_tensor_meta_extended_attention_mask:
    name = "extended_attention_mask"
    shape = [1, 1, 10, 10]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
