class Program_weight_tensor_meta_query_67:
    name = "query_67"
    shape = [1, 8, 5184, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0007274084061057379
    std = 0.06356431209509611
    data = None
    min_val = -0.3050277829170227
    max_val = 0.3062225878238678


class Program_weight_tensor_meta_key_67:
    name = "key_67"
    shape = [1, 8, 32, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00045739620935414393
    std = 0.008262786674589767
    data = None
    min_val = -0.02885492518544197
    max_val = 0.030512835830450058


class Program_weight_tensor_meta_value_35:
    name = "value_35"
    shape = [1, 8, 32, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.4334142377190346e-05
    std = 0.008285471660331147
    data = None
    min_val = -0.028304221108555794
    max_val = 0.03558792173862457


class Program_weight_tensor_meta_attention_mask_3:
    name = "attention_mask_3"
    shape = [1, 1, 5184, 32]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
