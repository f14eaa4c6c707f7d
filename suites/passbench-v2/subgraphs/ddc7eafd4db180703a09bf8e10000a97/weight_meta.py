class Program_weight_tensor_meta_queries_10:
    name = "queries_10"
    shape = [1, 1, 6, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.863209177429477e-10
    std = 1.0003250930668015
    data = None
    min_val = -3.31360125541687
    max_val = 2.865386724472046


class Program_weight_tensor_meta_point_embeddings:
    name = "point_embeddings"
    shape = [1, 1, 6, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.768642627553163e-05
    std = 0.0041684199628086015
    data = None
    min_val = -0.013931198976933956
    max_val = 0.016003891825675964


class Program_weight_tensor_meta_keys_3:
    name = "keys_3"
    shape = [1, 1, 4096, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.269666149994464e-09
    std = 0.9999999635496241
    data = None
    min_val = -3.228297233581543
    max_val = 2.4147634506225586


class Program_weight_tensor_meta_image_positional_embeddings_3:
    name = "image_positional_embeddings_3"
    shape = [1, 1, 4096, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00036496320776404864
    std = 0.7071070305514544
    data = None
    min_val = -1.0
    max_val = 1.0
