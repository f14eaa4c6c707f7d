class Program_weight_tensor_meta_queries_1:
    name = "queries_1"
    shape = [1, 16, 32, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00014665483615927677
    std = 0.02517414866308871
    data = None
    min_val = -0.09351643919944763
    max_val = 0.11028388142585754


class Program_weight_tensor_meta_keys_1:
    name = "keys_1"
    shape = [1, 16, 32, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0001450009298986643
    std = 0.02523081075258167
    data = None
    min_val = -0.10635348409414291
    max_val = 0.10926380753517151


class Program_weight_tensor_meta_values_1:
    name = "values_1"
    shape = [1, 16, 32, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.000130946072484317
    std = 0.025159171265897527
    data = None
    min_val = -0.10715673863887787
    max_val = 0.10271545499563217


class Program_weight_tensor_meta_attention_mask_1:
    name = "attention_mask_1"
    shape = [1, 1, 32, 32]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
