class Program_weight_tensor_meta_mean_20:
    name = "mean_20"
    shape = [1, 768, 1, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.3071815610115576e-08
    std = 2.0216864710023287e-06
    data = None
    min_val = -1.164976492873393e-05
    max_val = 1.4417416423384566e-05


class Program_weight_tensor_meta_gates_10:
    name = "gates_10"
    shape = [1, 3, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00967299832081815
    std = 0.1091815024935588
    data = None
    min_val = -0.3194858729839325
    max_val = 0.2411651909351349


class Program_weight_tensor_meta_ctx_all_31:
    name = "ctx_all_31"
    shape = [1, 768, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.8915750731368805e-07
    std = 6.63390549772628e-05
    data = None
    min_val = -0.0005626001511700451
    max_val = 0.0005585936596617103
