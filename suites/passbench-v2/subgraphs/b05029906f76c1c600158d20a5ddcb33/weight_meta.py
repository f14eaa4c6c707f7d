class Program_weight_tensor_meta_getitem_3:
    name = "getitem_3"
    shape = [1, 128]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 1001
    max_val = 1001


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_xpath_embeddings_modules_xpath_subs_sub_embeddings_modules_1_parameters_weight_:
    name = "L_self_modules_embeddings_modules_xpath_embeddings_modules_xpath_subs_sub_embeddings_modules_1_parameters_weight_"
    shape = [1024, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00015328749352403262
    std = 0.0200093686167412
    data = None


class Program_weight_tensor_meta_xpath_tags_seq:
    name = "xpath_tags_seq"
    shape = [1, 128, 50]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 216
    max_val = 216
