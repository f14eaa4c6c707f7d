class Program_weight_tensor_meta_getitem_6:
    name = "getitem_6"
    shape = [1, 128]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 216
    max_val = 216


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_xpath_embeddings_modules_xpath_tag_sub_embeddings_modules_3_parameters_weight_:
    name = "L_self_modules_embeddings_modules_xpath_embeddings_modules_xpath_tag_sub_embeddings_modules_3_parameters_weight_"
    shape = [256, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 7.412588597342784e-07
    std = 0.02005996436911245
    data = None


class Program_weight_tensor_meta_xpath_subs_seq:
    name = "xpath_subs_seq"
    shape = [1, 128, 50]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 1001
    max_val = 1001
