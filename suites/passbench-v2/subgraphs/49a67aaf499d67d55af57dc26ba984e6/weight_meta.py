class Program_weight_tensor_meta_query_2:
    name = "query_2"
    shape = [1, 8, 20, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.008430422480319066
    std = 0.17440477109995126
    data = None
    min_val = -0.6210722923278809
    max_val = 0.6313061714172363


class Program_weight_tensor_meta_key_2:
    name = "key_2"
    shape = [1, 8, 20, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00014223063506761945
    std = 0.17200846423897936
    data = None
    min_val = -0.6219896078109741
    max_val = 0.6012206673622131


class Program_weight_tensor_meta_value_2:
    name = "value_2"
    shape = [1, 8, 20, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0013608689908963356
    std = 0.13728920844985426
    data = None
    min_val = -0.5154886245727539
    max_val = 0.6197264790534973


class Program_weight_tensor_meta_attention_mask_3:
    name = "attention_mask_3"
    shape = [1, 1, 20, 20]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
