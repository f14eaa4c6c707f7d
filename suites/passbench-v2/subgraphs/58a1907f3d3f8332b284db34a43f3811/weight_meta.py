class Program_weight_tensor_meta_query_24:
    name = "query_24"
    shape = [1, 1, 5, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.1351346833166076e-05
    std = 0.0002538880025165838
    data = None
    min_val = -0.0008102805586531758
    max_val = 0.0008908954914659262


class Program_weight_tensor_meta_key_24:
    name = "key_24"
    shape = [1, 1, 5, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.2381026898065103e-06
    std = 0.0002509598651830944
    data = None
    min_val = -0.0009012537775561213
    max_val = 0.0007611874025315046


class Program_weight_tensor_meta_value_24:
    name = "value_24"
    shape = [1, 1, 5, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.8649281953008197e-06
    std = 0.0002682012454953742
    data = None
    min_val = -0.000776008004322648
    max_val = 0.0008213837281800807
