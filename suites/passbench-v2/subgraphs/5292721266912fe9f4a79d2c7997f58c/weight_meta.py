class Program_weight_tensor_meta_query_layer:
    name = "query_layer"
    shape = [1, 12, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.004294425341716017
    std = 0.10296409968447313
    data = None
    min_val = -0.46249598264694214
    max_val = 0.4800373613834381


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [1, 12, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0012076452577033752
    std = 0.10291565887795438
    data = None
    min_val = -0.43924227356910706
    max_val = 0.42430850863456726


class Program_weight_tensor_meta_value_layer:
    name = "value_layer"
    shape = [1, 12, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00017595370438912758
    std = 0.1030509560502875
    data = None
    min_val = -0.4825781583786011
    max_val = 0.42504048347473145


class Program_weight_tensor_meta_attention_mask_2:
    name = "attention_mask_2"
    shape = [1, 12, 128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0003031149847200117
    std = 0.0010045148229627244
    data = None
    min_val = -0.0031511387787759304
    max_val = 0.004682351369410753
