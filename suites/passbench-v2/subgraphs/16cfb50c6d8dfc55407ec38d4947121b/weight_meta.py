class Program_weight_tensor_meta_queries_1:
    name = "queries_1"
    shape = [1, 12, 50, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.1287942375399021e-05
    std = 0.04099980203076896
    data = None
    min_val = -0.17376774549484253
    max_val = 0.17056800425052643


class Program_weight_tensor_meta_keys_1:
    name = "keys_1"
    shape = [1, 12, 50, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.000455686032011234
    std = 0.0409124895358931
    data = None
    min_val = -0.1626758873462677
    max_val = 0.1747637838125229


class Program_weight_tensor_meta_values_1:
    name = "values_1"
    shape = [1, 12, 50, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00015558002810090935
    std = 0.040963586902415375
    data = None
    min_val = -0.18137997388839722
    max_val = 0.1583750694990158
