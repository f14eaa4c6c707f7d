class Program_weight_tensor_meta_query_layer:
    name = "query_layer"
    shape = [1, 64, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 5.912189133943593e-05
    std = 0.011546032450334172
    data = None
    min_val = -0.05652574077248573
    max_val = 0.05647028982639313


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [1, 64, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -9.072677578895699e-05
    std = 0.011623052739712902
    data = None
    min_val = -0.054691530764102936
    max_val = 0.0564127191901207


class Program_weight_tensor_meta_value_layer:
    name = "value_layer"
    shape = [1, 64, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 8.38753061517191e-05
    std = 0.011617677680282037
    data = None
    min_val = -0.05139518156647682
    max_val = 0.05750293657183647


class Program_weight_tensor_meta_attention_mask_1:
    name = "attention_mask_1"
    shape = [1, 1, 128, 128]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
