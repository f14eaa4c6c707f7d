class Program_weight_tensor_meta_query_64:
    name = "query_64"
    shape = [1, 8, 5184, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.01881789450986831
    std = 0.07868146132757811
    data = None
    min_val = -0.401029109954834
    max_val = 0.39723989367485046


class Program_weight_tensor_meta_key_64:
    name = "key_64"
    shape = [1, 8, 5184, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0034334131384896748
    std = 0.0781281456380708
    data = None
    min_val = -0.3689580261707306
    max_val = 0.3645075261592865


class Program_weight_tensor_meta_value_32:
    name = "value_32"
    shape = [1, 8, 5184, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.2806702804944094e-05
    std = 0.06359675960997942
    data = None
    min_val = -0.36004874110221863
    max_val = 0.3148861825466156
