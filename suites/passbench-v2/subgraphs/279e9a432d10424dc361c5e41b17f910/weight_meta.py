class Program_weight_tensor_meta_query_6:
    name = "query_6"
    shape = [1024, 2, 16, 96]
    dtype = "torch.float32"
    device = "cpu"
    mean = 3.866426500071944e-05
    std = 0.05559197182778634
    data = None
    min_val = -0.2685178518295288
    max_val = 0.26765307784080505


class Program_weight_tensor_meta_key_5:
    name = "key_5"
    shape = [1024, 2, 16, 96]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0009121786263983064
    std = 0.05596985309614213
    data = None
    min_val = -0.2924642264842987
    max_val = 0.282789021730423


class Program_weight_tensor_meta_value_5:
    name = "value_5"
    shape = [1024, 2, 16, 96]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0009146405956626634
    std = 0.05582413110458079
    data = None
    min_val = -0.29887813329696655
    max_val = 0.2942485809326172
