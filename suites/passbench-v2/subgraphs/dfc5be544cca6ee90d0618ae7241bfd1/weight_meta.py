class Program_weight_tensor_meta_getitem_2:
    name = "getitem_2"
    shape = [1, 128]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 216
    max_val = 216


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_xpath_embeddings_modules_xpath_tag_sub_embeddings_modules_1_parameters_weight_:
    name = "L_self_modules_embeddings_modules_xpath_embeddings_modules_xpath_tag_sub_embeddings_modules_1_parameters_weight_"
    shape = [256, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00011737299820487046
    std = 0.01980759582762389
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
